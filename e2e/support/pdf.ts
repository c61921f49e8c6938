import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect } from './fixtures';

export type PrintedPdf = { file: string; pages: number; text: string; pageTexts: string[] };

/** The page as the browser prints it to PDF (A4, as a manager saves it): its file, page count and text, page by page. */
export async function printedPdf(page: Page): Promise<PrintedPdf> {
  const file = join(mkdtempSync(join(tmpdir(), 'print-')), 'sheet.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:.*\(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ');
  return { file, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]), text, pageTexts: text.split('\f').filter((_, i, all) => i < all.length - 1 || all[i]!.trim()) };
}

/** Every QR code on each page of a PDF, decoded from the page rendered at 150 dpi (poppler), as a phone's camera reads paper. */
export function qrCodesOfPdf(file: string): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  execFileSync('pdftoppm', ['-r', '150', '-png', file, join(dir, 'page')]);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => {
      const png = PNG.sync.read(readFileSync(join(dir, name)));
      const pixels = new Uint8ClampedArray(png.data);
      const codes: string[] = [];
      // jsQR reads one code: each one read is painted over in white before the page is read again.
      for (let found = jsQR(pixels, png.width, png.height); found && codes.length < 4; found = jsQR(pixels, png.width, png.height)) {
        codes.push(found.data);
        const { topLeftCorner: a, topRightCorner: b, bottomLeftCorner: c, bottomRightCorner: d } = found.location;
        const [x0, x1] = [Math.min(a.x, b.x, c.x, d.x) - 12, Math.max(a.x, b.x, c.x, d.x) + 12];
        const [y0, y1] = [Math.min(a.y, b.y, c.y, d.y) - 12, Math.max(a.y, b.y, c.y, d.y) + 12];
        for (let y = Math.max(0, Math.floor(y0)); y < Math.min(png.height, y1); y += 1) {
          pixels.fill(255, (y * png.width + Math.max(0, Math.floor(x0))) * 4, (y * png.width + Math.min(png.width, Math.ceil(x1))) * 4);
        }
      }
      return codes.sort();
    });
}
