#!/usr/bin/env bash
# `npm run build`: the production build. The pages are prerendered from the CMS, so its database
# is migrated and seeded first; the icon sprite exists before Next compiles; afterwards each page
# gets its stylesheet rules inlined, and the Next internals the site relies on are checked.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

# Records a previous server cached, and the PDFs and link-preview images it rendered, are not this
# build's content: pages read the CMS afresh, and files are rendered from the new code.
rm -rf "${NEXT_DIST_DIR:-.next}/cache/fetch-cache" "${NEXT_DIST_DIR:-.next}/cache/documents" "${NEXT_DIST_DIR:-.next}/cache/og-images"
# From now on the pages read the CMS: a publish after this moment is replayed when the server
# starts (src/server/cache/revalidations.ts).
content_read_at="$(date +%s%3N)"
# Node ends a script with exit code 13, silently, when a module load through tsx's loader never
# settles (seen now and then on a cold machine). These steps are idempotent: such a run goes once more.
retry_unsettled() {
  "$@" || {
    local rc=$?
    [ "$rc" -eq 13 ] || return "$rc"
    echo "build: '$*' ended with an unsettled module load (exit 13); running it again" >&2
    "$@"
  }
}
retry_unsettled bash scripts/with-secrets.sh tsx scripts/cms-cli.ts seed
retry_unsettled tsx scripts/write-icon-sprite.ts
retry_unsettled bash scripts/with-secrets.sh tsx scripts/cms-cli.ts importmap
bash scripts/with-secrets.sh next build
echo "$content_read_at" > "${NEXT_DIST_DIR:-.next}/content-read-at"
tsx scripts/inline-stylesheets.ts
tsx scripts/check-next-internals.ts
