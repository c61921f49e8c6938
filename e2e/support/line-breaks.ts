import type { Page } from '@playwright/test';

/** A line break the typography rule forbids, with the text around it. */
export type BadBreak = { rule: 'dash-starts-line' | 'short-word-ends-line' | 'number-before-unit' | 'slash-starts-line' | 'number-cut-at-hyphen'; line: string; next: string };

/**
 * Lays out every visible text of the page, finds where the browser wrapped lines (by the Range rects
 * of each character) and reports the breaks the typography rule forbids: a line that starts with "—",
 * a line that ends with a one-letter word, a number at a line's end whose unit starts the next line, a line that starts
 * with "/" (a unit such as "₽/мес" cut at its slash: a text too long for its box broken where the browser could), a
 * number cut at one of its hyphens (a permit's «77-123000-021345-2024»).
 * Only breaks inside one block are wraps; the end of a paragraph is not.
 */
export async function findBadLineBreaks(page: Page): Promise<BadBreak[]> {
  return page.evaluate(() => {
    type Glyph = { char: string; top: number; bottom: number; block: Element };
    const blockOf = (node: Node): Element => {
      let element = node.parentElement;
      while (element && getComputedStyle(element).display.startsWith('inline') && getComputedStyle(element).display !== 'inline-block') element = element.parentElement;
      return element ?? document.body;
    };
    const glyphs: Glyph[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], .visually-hidden')) continue;
      const block = blockOf(node);
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rects = range.getClientRects();
        if (!rects.length) continue;
        const rect = rects[0];
        const char = text.charAt(index);
        if (!rect || (rect.width === 0 && /\s/.test(char))) continue;
        glyphs.push({ char, top: rect.top, bottom: rect.bottom, block });
      }
    }
    // A glyph starts a new line when it does not overlap the previous glyph vertically (sizes may differ on one line).
    const lines: Array<{ text: string; block: Element; bottom: number }> = [];
    for (const glyph of glyphs) {
      const last = lines[lines.length - 1];
      if (last && last.block === glyph.block && glyph.top < last.bottom - 1) {
        last.text += glyph.char;
        last.bottom = glyph.bottom;
      } else lines.push({ text: glyph.char, block: glyph.block, bottom: glyph.bottom });
    }
    const found: Array<{ rule: 'dash-starts-line' | 'short-word-ends-line' | 'number-before-unit' | 'slash-starts-line' | 'number-cut-at-hyphen'; line: string; next: string }> = [];
    lines.forEach((line, index) => {
      const previous = lines[index - 1];
      if (!previous || previous.block !== line.block) return;
      const before = previous.text.trimEnd();
      const after = line.text.trimStart();
      if (/^[—–]/.test(after)) found.push({ rule: 'dash-starts-line', line: before, next: after });
      else if (/^\//.test(after)) found.push({ rule: 'slash-starts-line', line: before, next: after });
      else if (/\d-$/.test(before) && /^\d/.test(after)) found.push({ rule: 'number-cut-at-hyphen', line: before, next: after });
      else if (/(^|[\s(«"])[а-яёa-z]$/i.test(before) && /^[а-яёa-z0-9«"(]/i.test(after)) found.push({ rule: 'short-word-ends-line', line: before, next: after });
      else if (/(^|\s)\d+([.,]\d+)?$/.test(before) && /^([а-яё]|₽|%|м²)/i.test(after)) found.push({ rule: 'number-before-unit', line: before, next: after });
    });
    return found.map((bad) => ({ ...bad, line: bad.line.slice(-40), next: bad.next.slice(0, 40) }));
  });
}

/** A plain space the typography rule replaces, or a percent sign without its space. */
export type PlainSpace = { rule: 'short-word' | 'number-unit' | 'numero' | 'percent' | 'escape'; text: string };

/**
 * Reads every visible text of the page (whatever the width wraps; adjacent text nodes of one element read as one
 * text, as `{minutes} мин` renders) and reports each plain space the typography rule (lib/text/typography.ts)
 * makes a no-break space: after a word of one or two letters ("по платежу", "за м²"), between a number and the
 * word, unit or sign after it ("5 мин"), after "№"; a percent sign glued to its number ("64%"); and an escape shown
 * as text ("\\u00a0" written into JSX text instead of a string).
 */
export async function findPlainSpaces(page: Page): Promise<PlainSpace[]> {
  return page.evaluate(() => {
    const RULES: Array<[PlainSpaceRule, RegExp]> = [
      ['short-word', /(?:^|[\s(«„"'/])[А-Яа-яЁёA-Za-z]{1,2} (?=\S)/g],
      ['number-unit', /\d (?=[А-Яа-яЁёA-Za-z₽%№²³°])/g],
      ['numero', /№ (?=\d)/g],
      ['percent', /\d%/g],
      // An escape written into JSX text shows as it is written ("На\u00a0весь экран").
      ['escape', /\\u[0-9a-fA-F]{4}/g],
    ];
    type PlainSpaceRule = 'short-word' | 'number-unit' | 'numero' | 'percent' | 'escape';
    const found: Array<{ rule: PlainSpaceRule; text: string }> = [];
    const skipped = (element: Element) =>
      element.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], .visually-hidden, input, textarea, select, option, svg') !== null ||
      element.getClientRects().length === 0;
    const scan = (text: string) => {
      for (const [rule, pattern] of RULES) {
        for (const match of text.matchAll(pattern)) found.push({ rule, text: text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).trim() });
      }
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      let run = '';
      for (const child of Array.from(element.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) run += child.textContent ?? '';
        else if (run) {
          if (!skipped(element)) scan(run);
          run = '';
        }
      }
      if (run && !skipped(element)) scan(run);
    }
    return found;
  });
}
