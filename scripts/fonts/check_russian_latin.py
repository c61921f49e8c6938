"""Checks that the merged Manrope draws every character as its fontsource source does, at every weight the site
sets and at both ends of the axis: the same advance, and every outline point within one font unit (the rebuilt
variations interpolate with other rounding: a few points move by less than half a unit, 1/2000 of the type size).
Exits 1 on the first difference.

Usage: python3 check_russian_latin.py MERGED MANROPE_DIR
"""
import os
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

SOURCES = ['manrope-cyrillic-wght-normal.woff2', 'manrope-latin-wght-normal.woff2', 'manrope-latin-ext-wght-normal.woff2']


def drawn(font, codepoint):
    name = font.getBestCmap()[codepoint]
    glyph = font['glyf'][name]
    outline = list(glyph.getCoordinates(font['glyf'])[0]) if glyph.numberOfContours else []
    return outline, font['hmtx'][name][0]


def alike(a, b):
    (outline_a, advance_a), (outline_b, advance_b) = a, b
    return advance_a == advance_b and len(outline_a) == len(outline_b) and all(
        abs(xa - xb) <= 1 and abs(ya - yb) <= 1 for (xa, ya), (xb, yb) in zip(outline_a, outline_b)
    )


def main(merged_path, manrope_dir):
    checked = 0
    for weight in (200, 400, 500, 600, 700, 800):
        merged = instancer.instantiateVariableFont(TTFont(merged_path), {'wght': weight})
        for source_name in SOURCES:
            source = instancer.instantiateVariableFont(TTFont(os.path.join(manrope_dir, source_name)), {'wght': weight})
            for codepoint in merged.getBestCmap():
                if codepoint not in source.getBestCmap():
                    continue
                if not alike(drawn(merged, codepoint), drawn(source, codepoint)):
                    print(f'U+{codepoint:04X} differs at wght {weight} from {source_name}')
                    sys.exit(1)
                checked += 1
    print(f'{merged_path}: {checked} glyph drawings as the sources draw them')


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
