"""One font file a family for Russian pages: the Russian alphabet, the Latin that Russian text and numbers use,
and the rouble sign, cut from @fontsource's per-script files and put back together.

fontsource ships each script as its own file; a Russian page needs three of them before its text can paint
(Cyrillic letters, Latin for spaces, digits and punctuation, Latin Extended for the rouble), and a browser
discovers the second and third only after the stylesheet, each more than one round trip long. One file a family
is discovered with the page and preloaded. fontTools cannot merge variable fonts, so Manrope (wght 200-800, two
masters) is merged at each master and built again as a variable font: every glyph's outline and advance equal
the source's at any weight, to within a font unit (check_russian_latin.py, run by scripts/fonts/subset.sh).

Usage: python3 russian_latin.py OUT_DIR MANROPE_DIR CORMORANT_DIR RUSSIAN LATIN ROUBLE
"""
import os
import sys
import tempfile

from fontTools import subset
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables
from fontTools.varLib import build as build_variable
from fontTools.varLib import instancer

MANROPE_MASTERS = (200, 800)
# The figures the site asks for (font-variant-numeric: lining-nums, tabular-nums); fontTools' default features
# without fractions (frac, numr, dnom: a 54-glyph set of small figures no page uses, 4 kB of the two files).
FEATURES = ['lnum', 'tnum']
UNUSED_FEATURES = {'frac', 'numr', 'dnom'}


def codepoints(ranges):
    points = []
    for part in ranges.split(','):
        part = part.strip().replace('U+', '')
        first, _, last = part.partition('-')
        points += range(int(first, 16), int(last or first, 16) + 1)
    return points


def cut(source, ranges, target):
    options = subset.Options()
    options.layout_features = [feature for feature in options.layout_features if feature not in UNUSED_FEATURES] + FEATURES
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=codepoints(ranges))
    subsetter.subset(font)
    font.flavor = None
    font.save(target)
    return target


def with_mark_sets(path):
    """The merger expects every GDEF to have mark glyph sets (fontsource's files have none)."""
    font = TTFont(path)
    gdef = font['GDEF'].table if 'GDEF' in font else None
    if gdef is not None and gdef.MarkGlyphSetsDef is None:
        sets = otTables.MarkGlyphSetsDef()
        sets.MarkSetTableFormat = 1
        sets.Coverage = []
        sets.MarkSetCount = 0
        gdef.MarkGlyphSetsDef = sets
        gdef.Version = 0x00010002
    font.save(path)
    return path


def merged(paths, target):
    Merger().merge([with_mark_sets(path) for path in paths]).save(target)
    return target


def manrope(work, sources, target):
    masters = {}
    for weight in MANROPE_MASTERS:
        statics = []
        for index, (source, ranges) in enumerate(sources):
            part = cut(source, ranges, os.path.join(work, f'manrope-{index}.ttf'))
            instance = instancer.instantiateVariableFont(TTFont(part), {'wght': weight})
            path = os.path.join(work, f'manrope-{index}-{weight}.ttf')
            instance.save(path)
            statics.append(path)
        masters[weight] = merged(statics, os.path.join(work, f'manrope-master-{weight}.ttf'))
    design = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name = 'wght', 'Weight'
    axis.minimum, axis.default, axis.maximum = MANROPE_MASTERS[0], MANROPE_MASTERS[0], MANROPE_MASTERS[1]
    design.addAxis(axis)
    for weight, path in masters.items():
        source = SourceDescriptor()
        source.path, source.name, source.location = path, f'wght{weight}', {'Weight': weight}
        if weight == axis.default:
            source.copyInfo = source.copyLib = source.copyFeatures = True
        design.addSource(source)
    design_path = os.path.join(work, 'manrope.designspace')
    design.write(design_path)
    font, _, _ = build_variable(design_path)
    font.flavor = 'woff2'
    font.save(target)


def cormorant(work, sources, target):
    parts = [cut(source, ranges, os.path.join(work, f'cormorant-{index}.ttf')) for index, (source, ranges) in enumerate(sources)]
    font = TTFont(merged(parts, os.path.join(work, 'cormorant.ttf')))
    font.flavor = 'woff2'
    font.save(target)


def main(out, manrope_dir, cormorant_dir, russian, latin, rouble):
    with tempfile.TemporaryDirectory() as work:
        manrope(work, [
            (os.path.join(manrope_dir, 'manrope-cyrillic-wght-normal.woff2'), russian),
            (os.path.join(manrope_dir, 'manrope-latin-wght-normal.woff2'), latin),
            (os.path.join(manrope_dir, 'manrope-latin-ext-wght-normal.woff2'), rouble),
        ], os.path.join(out, 'manrope-russian-latin.woff2'))
        cormorant(work, [
            (os.path.join(cormorant_dir, 'cormorant-garamond-cyrillic-500-normal.woff2'), russian),
            (os.path.join(cormorant_dir, 'cormorant-garamond-latin-500-normal.woff2'), latin),
            (os.path.join(cormorant_dir, 'cormorant-garamond-latin-ext-500-normal.woff2'), rouble),
        ], os.path.join(out, 'cormorant-garamond-500-russian-latin.woff2'))


if __name__ == '__main__':
    main(*sys.argv[1:7])
