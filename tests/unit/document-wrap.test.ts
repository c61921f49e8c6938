import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { wrap } from '@/cms/documents/typeset';

/** Lines as measuring every growing line whole gives them: what wrap() must keep giving with its words' sums. */
function measuredWrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

const TEXT =
  'Проектная декларация опубликована в единой информационной системе жилищного строительства (наш.дом.рф). ' +
  'Застройщик: ООО «Специализированный застройщик «Вереск», ИНН 7703123456, КПП 770301001. Разрешение на строительство ' +
  '№ 77-ru93000-012345-2024 от 14.03.2024.\nСредства дольщиков размещаются на счетах эскроу; срок ввода — IV квартал 2027 года.';

let fonts: Record<'text' | 'strong' | 'serif', PDFFont>;
beforeAll(async () => {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const file = (name: string) => readFileSync(join(process.cwd(), 'cms', 'documents', 'fonts', name));
  fonts = {
    text: await pdf.embedFont(file('manrope-400.ttf'), { subset: true }),
    strong: await pdf.embedFont(file('manrope-600.ttf'), { subset: true }),
    serif: await pdf.embedFont(file('cormorant-garamond-500.ttf'), { subset: true, features: { lnum: true } }),
  };
});

describe('wrap (the documents’ lines)', () => {
  it.each([
    ['text', 9, 483],
    ['text', 6.5, 333],
    ['strong', 12, 483],
    ['serif', 26, 483],
    ['text', 7, 120],
    ['strong', 9, 60],
  ] as const)('%s at %s pt in %s pt: the lines measuring each line whole gives, none wider unless one word', (font, size, width) => {
    const lines = wrap(TEXT, fonts[font], size, width);
    expect(lines).toEqual(measuredWrap(TEXT, fonts[font], size, width));
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(TEXT.replace(/\s+/g, ' '));
    for (const line of lines) {
      if (line.includes(' ')) expect(fonts[font].widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
    }
  });

  it('keeps a word wider than the line on a line of its own', () => {
    expect(wrap('а 77-ru93000-012345-2024 б', fonts.text, 9, 40)).toEqual(['а', '77-ru93000-012345-2024', 'б']);
  });
});
