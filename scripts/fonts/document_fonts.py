"""The site's fonts as static TrueType files for the documents the CMS typesets (cms/documents: pdf-lib embeds
TrueType and OpenType; it cannot subset a WOFF2 file, and Manrope's variable file would print at its default
master, ExtraLight). Cut from the site's own Russian-and-Latin files, so the documents carry the same glyphs as
the pages: Manrope at the two weights the sheets set (400 text, 600 headings and figures), Cormorant Garamond 500.

Usage: python3 document_fonts.py FONTS_DIR OUT_DIR
"""
import os
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer


WEIGHT_NAMES = {400: 'Regular', 600: 'SemiBold'}


def named(font, family, style):
    """The instance's own names (the variable font's say ExtraLight, its default master): what a PDF reader lists."""
    table = font['name']
    table.names = [record for record in table.names if record.nameID not in (1, 2, 3, 4, 6, 16, 17)]
    for name_id, value in ((1, family), (2, style), (3, f'{family}-{style}'), (4, f'{family} {style}'), (6, f'{family}-{style}')):
        table.setName(value, name_id, 3, 1, 0x409)
    font['OS/2'].usWeightClass = 400 if style == 'Regular' else 600


def static(source, weight, target):
    font = instancer.instantiateVariableFont(TTFont(source), {'wght': weight}, updateFontNames=False)
    named(font, 'Manrope', WEIGHT_NAMES[weight])
    font.flavor = None
    font.save(target)


def unwrapped(source, target):
    font = TTFont(source)
    font.flavor = None
    font.save(target)


def main(fonts, out):
    os.makedirs(out, exist_ok=True)
    static(os.path.join(fonts, 'manrope-russian-latin.woff2'), 400, os.path.join(out, 'manrope-400.ttf'))
    static(os.path.join(fonts, 'manrope-russian-latin.woff2'), 600, os.path.join(out, 'manrope-600.ttf'))
    unwrapped(os.path.join(fonts, 'cormorant-garamond-500-russian-latin.woff2'), os.path.join(out, 'cormorant-garamond-500.ttf'))


if __name__ == '__main__':
    main(*sys.argv[1:3])
