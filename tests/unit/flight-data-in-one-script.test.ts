import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { flightDataInOneScript, scriptStringLiteral } from '@/scripts/server/flight-data-in-one-script.mjs';

/** An inline data script as Next writes it: JSON, with `<` and the other characters it escapes for HTML. */
const nextPush = (push: unknown[]) =>
  `<script>self.__next_f.push(${JSON.stringify(push).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')})</script>`;
const START = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/** What Next's runtime would read from the page: every push, run in order, as in the browser. */
function pushesOf(html: string) {
  const self: { __next_f?: unknown[][] } = {};
  for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(match[1] ?? '', { self });
  return self.__next_f ?? [];
}
const text = (pushes: unknown[][]) => pushes.filter((push) => push[0] === 1).map((push) => push[1]).join('');

const SVG = '<svg viewBox="0 0 10 10"><title>План 3 этажа</title><text x="1">Кв. 7 — 28,1 м²</text></svg>';
const ROWS = [
  '1:"$Sreact.fragment"\n',
  `2:["$","section",null,{"className":"a_b","children":"Квартира «Вереск» 'угловая'"}]\n`,
  `3:T${SVG.length.toString(16)},${SVG}`,
  '4:"</script><script>alert(1)</script><!-- \\\\ \u2028\u2029 \r"\n',
];
const PAGE =
  '<!DOCTYPE html><html><head><script>self.marks=1</script></head><body><h1>Квартира</h1>' +
  START +
  ROWS.map((row) => nextPush([1, row])).join('<p>между</p>') +
  '<div hidden id="S:0"></div></body></html>';

describe('the RSC data in one script', () => {
  const merged = flightDataInOneScript(PAGE);

  it('gives Next the same data in the same order from one script', () => {
    expect(pushesOf(merged)).toEqual([[0], [1, ROWS.join('')]]);
    expect(text(pushesOf(PAGE))).toBe(ROWS.join(''));
    expect(merged.match(/__next_f/g)).toHaveLength(3);
  });

  it('leaves the rest of the page where it was and puts the script where the last one was', () => {
    expect(merged).toContain('<head><script>self.marks=1</script></head><body><h1>Квартира</h1><p>между</p><p>между</p><p>между</p><script>(self.__next_f=');
    expect(merged.endsWith('])</script><div hidden id="S:0"></div></body></html>')).toBe(true);
  });

  it('writes a drawing in the data as it is in the page, so the two compress together', () => {
    expect(merged).toContain(SVG);
    expect(PAGE).not.toContain(SVG);
  });

  it('keeps pushes of other kinds in their place between text', () => {
    const page = START + nextPush([1, 'a:1\n']) + nextPush([1, 'b:2\n']) + nextPush([3, 'AAEC']) + nextPush([1, 'c:3\n']);
    expect(pushesOf(flightDataInOneScript(page))).toEqual([[0], [1, 'a:1\nb:2\n'], [3, 'AAEC'], [1, 'c:3\n']]);
  });

  describe("a script's text the page already holds", () => {
    // The head's pre-paint script and the structured data, as React renders them: their text also sits in the data,
    // as a text row and as a JSON string.
    const MARKS = "(function(){var d=document.documentElement;try{if(localStorage.getItem('cookie-consent'))d.dataset.consent='1'}catch(e){}})();".repeat(3);
    const LD = '[{"@context":"https://schema.org","@type":"ApartmentComplex","name":"Резиденция \\u003cВереск\\u003e"}]'.repeat(3);
    const rows = [`1:T${Buffer.byteLength(MARKS).toString(16)},${MARKS}`, `2:["$","script",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(LD)}}}]\n`, '3:"конец"\n'];
    const page = (ld: string) =>
      `<html><head><script id="visitor-marks">${MARKS}</script></head><body>${ld}${START}${rows.map((row) => nextPush([1, row])).join('')}</body></html>`;
    /** The pushes as the browser would read them, `document.getElementById` answering from the page. */
    const pushesWithDocument = (html: string) => {
      const self: { __next_f?: unknown[][] } = {};
      const scripts = new Map([...html.matchAll(/<script id="([\w-]+)"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => [match[1], { text: match[2] }]));
      const document = { getElementById: (id: string) => scripts.get(id) ?? null };
      for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(match[1] ?? '', { self, document, JSON });
      return self.__next_f ?? [];
    };

    it('is read from that script, not sent again, and Next gets the same data', () => {
      const html = page(`<script id="structured-data" type="application/ld+json">${LD}</script>`);
      const merged = flightDataInOneScript(html);
      const data = /<script>\(self[\s\S]*?<\/script>/.exec(merged)?.[0] ?? '';
      expect(data).not.toContain(MARKS.slice(0, 60));
      expect(data).not.toContain('ApartmentComplex');
      expect(data).toContain('document.getElementById("visitor-marks").text');
      expect(data).toContain('JSON.stringify(document.getElementById("structured-data").text)');
      expect(pushesWithDocument(merged)).toEqual([[0], [1, rows.join('')]]);
    });

    it.each([
      ['comes after the data', `<html><head></head><body>${START}${rows.map((row) => nextPush([1, row])).join('')}<script id="structured-data">${LD}</script></body></html>`],
      ['has no id', page(`<script type="application/ld+json">${LD}</script>`)],
      ['shares its id with another element', page(`<div id="structured-data"></div><script id="structured-data">${LD}</script>`)],
    ])('is sent again when the script %s', (_, html) => {
      const merged = flightDataInOneScript(html);
      expect(/<script>\(self[\s\S]*?<\/script>/.exec(merged)?.[0]).toContain('ApartmentComplex');
      expect(pushesWithDocument(merged)).toEqual([[0], [1, rows.join('')]]);
    });
  });

  it.each([
    ['one script only', `<html><body>${START}</body></html>`],
    ['no start', `<html><body>${nextPush([1, 'a:1\n'])}${nextPush([1, 'b:2\n'])}</body></html>`],
    ['no data', '<html><body><h1>Ошибка</h1></body></html>'],
  ])('leaves a page with %s as it is', (_, page) => {
    expect(flightDataInOneScript(page)).toBe(page);
  });

  it.each([
    ['</script>'],
    ['</SCRIPT >'],
    ['<!--<script>'],
    ['<Script>'],
    ['</sCrIpT\t'],
    ["'; alert(1); '"],
    ['\\\'\n\r\u2028\u2029'],
    ['a < b > c & d <svg></svg>'],
  ])('a string literal of %j reads back the same and cannot end or open a script', (value) => {
    const literal = scriptStringLiteral(value);
    expect(runInNewContext(literal)).toBe(value);
    expect(literal).not.toMatch(/<(\/?script|!--)/i);
    expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
  });
});
