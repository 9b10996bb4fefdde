#!/usr/bin/env bash
# `npm run build`: the production build. The pages are prerendered from the CMS, so its database
# is migrated and seeded first; the downloads (PDFs) and the icon sprite exist before Next
# compiles; afterwards each page gets its stylesheet rules inlined, and the Next internals the site
# relies on are checked.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

# Records a previous server cached are not this build's content: pages read the CMS afresh.
rm -rf "${NEXT_DIST_DIR:-.next}/cache/fetch-cache"
bash scripts/with-secrets.sh tsx scripts/cms-cli.ts seed
tsx scripts/build-documents.tsx
tsx scripts/write-icon-sprite.ts
bash scripts/with-secrets.sh payload generate:importmap
bash scripts/with-secrets.sh next build
tsx scripts/inline-stylesheets.ts
tsx scripts/check-next-internals.ts
