#!/usr/bin/env bash
# Regenerates the subsets of the site's fonts in app/fonts/ (committed; the build does not run this).
# The pages are Russian: from @fontsource's Cyrillic files the Russian alphabet and № make the two preloaded
# files (Manrope 14.5 → 10.9 kB, Cormorant 12.9 → 9.5 kB); the rest of Cyrillic (Ukrainian, Belarusian, Serbian
# letters, the stress mark) is a file of its own that a page loads only when its text has one; from the Latin
# files only what Russian text and numbers use is kept — ASCII, Latin-1 punctuation and signs (« » ² § ©
# nbsp × ÷), dashes, quotes, ellipsis, minus, ≈, arrows — and from Latin Extended only the rouble sign.
# OpenType features: Next's defaults plus lining/tabular figures (the site sets lining-nums and tabular-nums).
# Needs fontTools with Brotli: `apt-get install -y python3-fonttools python3-brotli` (Debian).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=app/fonts
mkdir -p "$out"
latin='U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2009-200B,U+2010-2027,U+202F,U+2030-203A,U+2190-2193,U+2212,U+2248'
rouble='U+20BD'
russian='U+0401,U+0410-044F,U+0451,U+2116'
cyrillic_other='U+0301,U+0400,U+0402-040F,U+0450,U+0452-045F,U+0490-0491,U+04B0-04B1'
subset() { # source, unicodes, target
  /usr/bin/python3 -m fontTools.subset "$1" --unicodes="$2" --flavor=woff2 --layout-features+=lnum,onum,pnum,tnum --output-file="$3"
  echo "$3: $(stat -c %s "$3") bytes (from $(stat -c %s "$1"))"
}
manrope=node_modules/@fontsource-variable/manrope/files
cormorant=node_modules/@fontsource/cormorant-garamond/files
subset "$manrope/manrope-cyrillic-wght-normal.woff2" "$russian" "$out/manrope-cyrillic-russian.woff2"
subset "$manrope/manrope-cyrillic-wght-normal.woff2" "$cyrillic_other" "$out/manrope-cyrillic-other.woff2"
subset "$cormorant/cormorant-garamond-cyrillic-500-normal.woff2" "$russian" "$out/cormorant-garamond-500-cyrillic-russian.woff2"
subset "$cormorant/cormorant-garamond-cyrillic-500-normal.woff2" "$cyrillic_other" "$out/cormorant-garamond-500-cyrillic-other.woff2"
subset "$manrope/manrope-latin-wght-normal.woff2" "$latin" "$out/manrope-latin-basic.woff2"
subset "$manrope/manrope-latin-ext-wght-normal.woff2" "$rouble" "$out/manrope-rouble.woff2"
subset "$cormorant/cormorant-garamond-latin-500-normal.woff2" "$latin" "$out/cormorant-garamond-500-latin-basic.woff2"
subset "$cormorant/cormorant-garamond-latin-ext-500-normal.woff2" "$rouble" "$out/cormorant-garamond-500-rouble.woff2"
