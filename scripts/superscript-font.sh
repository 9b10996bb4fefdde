#!/usr/bin/env bash
# Writes public/fonts/inter-superscripts-<weight>.woff2: the superscript digits Inter's latin
# subset lacks (⁰ ⁴–⁹), cut from Inter's own faces, for the note numbers after a page's figures
# (src/app/globals.css). Run again only if the site's weights or the marks change. Needs Debian's
# fonts-inter, python3-fonttools and python3-brotli (apt-get install -y ...); Inter is under the SIL
# Open Font License.
set -euo pipefail
cd "$(dirname "$0")/.."
for face in Regular:400 Medium:500 SemiBold:600 Bold:700 ExtraBold:800; do
  /usr/bin/python3 -m fontTools.subset "/usr/share/fonts/opentype/inter/Inter-${face%%:*}.otf" \
    --unicodes=U+2070,U+2074-2079 --flavor=woff2 --layout-features='' --no-hinting --desubroutinize \
    --output-file="public/fonts/inter-superscripts-${face##*:}.woff2"
done
