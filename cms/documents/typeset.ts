/**
 * A4 documents typeset with pdf-lib in the site's fonts (cms/documents/fonts, cut from the site's own files by
 * scripts/fonts/document_fonts.py): a running head with the complex and the document's title, headings,
 * paragraphs, tables of facts, pictures, and a foot on every page with the legal line, the document's date and
 * «Страница N из M». Text wraps by the fonts' own widths; a block that does not fit starts a new page.
 * pdf-lib and fontkit (1 MB of code) are loaded when a first document is made, not with the CMS: a started site
 * whose documents are made already never parses them (the first request after a start waited for it: issue 61).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PDFDocument, PDFFont, PDFImage, PDFPage, RGB } from 'pdf-lib';

const FONTS_DIR = join(process.cwd(), 'cms', 'documents', 'fonts');
const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = { x: 56, top: 72, bottom: 70 } as const;
/** pdf-lib's `rgb()`, which is this object, without loading pdf-lib to make it. */
const rgb = (red: number, green: number, blue: number): RGB => ({ type: 'RGB', red, green, blue }) as RGB;
const INK = rgb(0.114, 0.122, 0.133);
const SOFT = rgb(0.29, 0.302, 0.322);
const BRONZE = rgb(0.478, 0.361, 0.204);
const RULE = rgb(0.82, 0.78, 0.72);

export type Fonts = { text: PDFFont; strong: PDFFont; serif: PDFFont };
export type SheetHead = { complex: string; title: string; date: string; legal: string };

let fontBytes: { text: Buffer; strong: Buffer; serif: Buffer } | null = null;
function readFonts() {
  fontBytes ??= {
    text: readFileSync(join(FONTS_DIR, 'manrope-400.ttf')),
    strong: readFileSync(join(FONTS_DIR, 'manrope-600.ttf')),
    serif: readFileSync(join(FONTS_DIR, 'cormorant-garamond-500.ttf')),
  };
  return fontBytes;
}

/**
 * Widths at size 1 of the words each font has set, across documents (fontkit shapes every string it measures with the
 * font's OpenType lookups: measuring each growing line again was 2.3 s of the seed's 6.5 s). Keyed by the font's
 * name: every document embeds its own copy of the same three fonts, each always with the same features (below).
 * Bounded: let go past 20,000 words.
 */
const unitWidths = new Map<string, Map<string, number>>();
const UNIT_WIDTHS_MAX = 20_000;
function unitWidth(font: PDFFont, text: string): number {
  let widths = unitWidths.get(font.name);
  if (!widths || widths.size > UNIT_WIDTHS_MAX) unitWidths.set(font.name, (widths = new Map()));
  let width = widths.get(text);
  if (width === undefined) widths.set(text, (width = font.widthOfTextAtSize(text, 1)));
  return width;
}

/**
 * Lines of `text` no wider than `width` at `size` (words kept whole; a word wider than the line stands alone). A line's
 * width is the sum of its words' and spaces' (measured once each); only a line within 1 % of the measure, where a
 * kerning pair across a space could tip it, is measured whole — the lines are the ones measuring every line gives.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = unitWidth(font, ' ') * size;
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      const wordWidth = unitWidth(font, word) * size;
      const nextWidth = line ? lineWidth + space + wordWidth : wordWidth;
      const over = nextWidth > width * 1.01 || (nextWidth > width * 0.99 && font.widthOfTextAtSize(next, size) > width);
      if (line && over) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        line = next;
        lineWidth = nextWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A document being set: blocks flow down the page and onto the next. */
export class Sheet {
  readonly width = A4.width - MARGIN.x * 2;
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    private readonly head: SheetHead,
  ) {
    this.newPage();
  }

  static async create(head: SheetHead, meta: { subject: string; author: string; date: Date }): Promise<Sheet> {
    const [{ PDFDocument: Document }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
    const pdf = await Document.create();
    pdf.registerFontkit(fontkit);
    const bytes = readFonts();
    // Lining figures in the serif, as the site sets them (its default figures are old-style).
    const fonts = {
      text: await pdf.embedFont(bytes.text, { subset: true }),
      strong: await pdf.embedFont(bytes.strong, { subset: true }),
      serif: await pdf.embedFont(bytes.serif, { subset: true, features: { lnum: true } }),
    };
    pdf.setTitle(`${head.title} — ${head.complex}`);
    pdf.setSubject(meta.subject);
    pdf.setAuthor(meta.author);
    pdf.setLanguage('ru-RU');
    pdf.setCreator(head.complex);
    pdf.setProducer('pdf-lib');
    // The document's own date, so the same data makes the same file.
    pdf.setCreationDate(meta.date);
    pdf.setModificationDate(meta.date);
    return new Sheet(pdf, fonts, head);
  }

  private newPage(): void {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    const top = A4.height - 40;
    this.page.drawText(this.head.complex.toUpperCase(), { x: MARGIN.x, y: top, size: 7.5, font: this.fonts.strong, color: BRONZE });
    const title = this.head.title;
    const titleSize = 7.5;
    this.page.drawText(title, { x: A4.width - MARGIN.x - this.fonts.text.widthOfTextAtSize(title, titleSize), y: top, size: titleSize, font: this.fonts.text, color: SOFT });
    this.page.drawLine({ start: { x: MARGIN.x, y: top - 8 }, end: { x: A4.width - MARGIN.x, y: top - 8 }, thickness: 0.5, color: RULE });
    this.y = A4.height - MARGIN.top;
  }

  /** Room for `height` points on this page, else a new one. */
  private need(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** The document's title on its first page, in the serif, with a line under it. */
  title(text: string, subtitle?: string): void {
    for (const line of wrap(text, this.fonts.serif, 26, this.width)) {
      this.need(32);
      this.page.drawText(line, { x: MARGIN.x, y: this.y - 24, size: 26, font: this.fonts.serif, color: INK });
      this.y -= 31;
    }
    if (subtitle) this.paragraph(subtitle, { size: 10.5, color: SOFT });
    this.page.drawLine({ start: { x: MARGIN.x, y: this.y - 6 }, end: { x: MARGIN.x + 48, y: this.y - 6 }, thickness: 1, color: BRONZE });
    this.y -= 22;
  }

  heading(text: string): void {
    const lines = wrap(text, this.fonts.strong, 12, this.width);
    this.need(lines.length * 16 + 40);
    this.y -= 10;
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN.x, y: this.y - 12, size: 12, font: this.fonts.strong, color: INK });
      this.y -= 16;
    }
    this.y -= 6;
  }

  paragraph(text: string, { size = 9.5, color = INK, font = this.fonts.text } = {}): void {
    const leading = size * 1.45;
    for (const line of wrap(text, font, size, this.width)) {
      this.need(leading);
      this.page.drawText(line, { x: MARGIN.x, y: this.y - size, size, font, color });
      this.y -= leading;
    }
    this.y -= size * 0.5;
  }

  /** Rows of label and value, the label column `labelShare` of the width; a rule under each row. */
  facts(rows: ReadonlyArray<readonly [string, string]>, labelShare = 0.42): void {
    const size = 9;
    const leading = size * 1.42;
    const labelWidth = this.width * labelShare - 12;
    const valueWidth = this.width * (1 - labelShare);
    for (const [label, value] of rows) {
      const labels = wrap(label, this.fonts.text, size, labelWidth);
      const values = wrap(value, this.fonts.strong, size, valueWidth);
      const height = Math.max(labels.length, values.length) * leading + 8;
      this.need(height);
      labels.forEach((line, i) => this.page.drawText(line, { x: MARGIN.x, y: this.y - size - 4 - i * leading, size, font: this.fonts.text, color: SOFT }));
      values.forEach((line, i) => this.page.drawText(line, { x: MARGIN.x + this.width * labelShare, y: this.y - size - 4 - i * leading, size, font: this.fonts.strong, color: INK }));
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: MARGIN.x + this.width, y: this.y }, thickness: 0.4, color: RULE });
    }
    this.y -= 10;
  }

  /** A table: a header row and rows, columns in shares of the width. */
  table(header: readonly string[], rows: ReadonlyArray<readonly string[]>, shares: readonly number[]): void {
    const size = 8.5;
    const leading = size * 1.4;
    const xs = shares.reduce<number[]>((all, share, i) => [...all, (all[i - 1] ?? 0) + (i ? shares[i - 1]! * this.width : 0)], []);
    const row = (cells: readonly string[], font: PDFFont, color = INK) => {
      const wrapped = cells.map((cell, i) => wrap(cell, font, size, shares[i]! * this.width - 8));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 7;
      this.need(height);
      wrapped.forEach((lines, i) => lines.forEach((line, j) => this.page.drawText(line, { x: MARGIN.x + xs[i]!, y: this.y - size - 3 - j * leading, size, font, color })));
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: MARGIN.x + this.width, y: this.y }, thickness: 0.4, color: RULE });
    };
    row(header, this.fonts.strong, SOFT);
    for (const cells of rows) row(cells, this.fonts.text);
    this.y -= 10;
  }

  /** Keeps the next `points` together on one page (a title with the picture under it). */
  keep(points: number): void {
    this.need(points);
  }

  /** A picture across `share` of the width and at most `maxHeight` high, its caption under it. */
  picture(image: PDFImage, caption?: string, share = 1, maxHeight = 330): void {
    const height = Math.min(maxHeight, (image.height / image.width) * this.width * share);
    const width = (image.width / image.height) * height;
    this.need(height + (caption ? 20 : 6));
    this.page.drawImage(image, { x: MARGIN.x, y: this.y - height, width, height });
    this.y -= height + 4;
    if (caption) this.paragraph(caption, { size: 8, color: SOFT });
    else this.y -= 6;
  }

  /** A square picture (a QR code) at the right margin beside the text that follows it. */
  aside(image: PDFImage, size: number, caption: string): void {
    this.need(size + 16);
    const x = MARGIN.x + this.width - size;
    this.page.drawImage(image, { x, y: this.y - size, width: size, height: size });
    for (const [i, line] of wrap(caption, this.fonts.text, 7, size + 40).entries()) {
      this.page.drawText(line, { x: x - 40, y: this.y - size - 10 - i * 9, size: 7, font: this.fonts.text, color: SOFT });
    }
  }

  breakPage(): void {
    this.newPage();
  }

  /** The foot of every page: the legal line, the date, and the page's number of all; then the file's bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const y = 36;
      page.drawLine({ start: { x: MARGIN.x, y: y + 14 }, end: { x: A4.width - MARGIN.x, y: y + 14 }, thickness: 0.5, color: RULE });
      for (const [i, line] of wrap(this.head.legal, this.fonts.text, 6.5, this.width - 150).entries()) {
        page.drawText(line, { x: MARGIN.x, y: y - i * 8.5, size: 6.5, font: this.fonts.text, color: SOFT });
      }
      const right = `${this.head.date} · Страница ${index + 1} из ${pages.length}`;
      page.drawText(right, { x: A4.width - MARGIN.x - this.fonts.text.widthOfTextAtSize(right, 7.5), y, size: 7.5, font: this.fonts.text, color: SOFT });
    });
    return this.pdf.save({ useObjectStreams: true });
  }
}
