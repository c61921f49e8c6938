#!/usr/bin/env bash
# Regenerates the site's font files in app/fonts/ (committed; the build does not run this).
# The pages are Russian. Each family is one preloaded file (russian_latin.py): the Russian alphabet and №, from
# the Latin only what Russian text and numbers use — ASCII, Latin-1 punctuation and signs (« » ² § © nbsp × ÷),
# dashes, quotes, ellipsis, minus, ≈, arrows — and from Latin Extended only the rouble sign. The rest of Cyrillic
# (Ukrainian, Belarusian, Serbian letters, the stress mark) is a file of its own that a page loads only when its
# text has one. OpenType features: fontTools' defaults without fractions, plus lining/tabular figures (the site
# sets lining-nums and tabular-nums). The unicode ranges here are the ones in app/fonts.ts.
# Needs fontTools with Brotli: `apt-get install -y python3-fonttools python3-brotli` (Debian).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=app/fonts
mkdir -p "$out"
russian='U+0401,U+0410-044F,U+0451,U+2116'
latin='U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2009-200B,U+2010-2027,U+202F,U+2030-203A,U+2190-2193,U+2212,U+2248'
rouble='U+20BD'
cyrillic_other='U+0301,U+0400,U+0402-040F,U+0450,U+0452-045F,U+0490-0491,U+04B0-04B1'
manrope=node_modules/@fontsource-variable/manrope/files
cormorant=node_modules/@fontsource/cormorant-garamond/files
subset() { # source, unicodes, target
  /usr/bin/python3 -m fontTools.subset "$1" --unicodes="$2" --flavor=woff2 --layout-features+=lnum,tnum --layout-features-=frac,numr,dnom --output-file="$3"
}
/usr/bin/python3 scripts/fonts/russian_latin.py "$out" "$manrope" "$cormorant" "$russian" "$latin" "$rouble"
/usr/bin/python3 scripts/fonts/check_russian_latin.py "$out/manrope-russian-latin.woff2" "$manrope"
subset "$manrope/manrope-cyrillic-wght-normal.woff2" "$cyrillic_other" "$out/manrope-cyrillic-other.woff2"
subset "$cormorant/cormorant-garamond-cyrillic-500-normal.woff2" "$cyrillic_other" "$out/cormorant-garamond-500-cyrillic-other.woff2"
/usr/bin/python3 scripts/fonts/document_fonts.py "$out" cms/documents/fonts
for file in "$out"/*.woff2; do echo "$file: $(stat -c %s "$file") bytes"; done
