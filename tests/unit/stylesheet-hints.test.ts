// The stylesheets a page's head links, named in its response's Link header (scripts/server/stylesheet-hints.mjs).
import { describe, expect, it } from 'vitest';
import { headStylesheets, stylesheetLinkHeader } from '@/scripts/server/stylesheet-hints.mjs';

const page = (head: string, body = '') => `<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const css = (name: string, extra = '') => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"${extra}/>`;

describe('the stylesheets a page head links', () => {
  it.each([
    ['Next’s three, in their order', page(css('a') + css('b') + css('c')), ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css', '/_next/static/chunks/c.css']],
    ['a picture’s hint before them is not a stylesheet', page(`<link rel="preload" as="image" href="/_next/image?url=x&amp;w=828" fetchPriority="high"/>${css('a')}`), ['/_next/static/chunks/a.css']],
    ['one linked twice is named once', page(css('a') + css('a')), ['/_next/static/chunks/a.css']],
    ['one linked in the body is not render-blocking: left to the HTML', page(css('a'), css('late')), ['/_next/static/chunks/a.css']],
    ['another site’s', page('<link rel="stylesheet" href="https://cdn.example/x.css"/>'), []],
    ['an address a header cannot carry as it is', page('<link rel="stylesheet" href="/_next/static/chunks/a,b.css"/>'), []],
    ['one for print (a media query)', page(css('print', ' media="print"')), []],
    ['one with a CORS mode of its own', page(css('cors', ' crossorigin=""')), []],
    ['a page without a head', '<p>no head</p>', []],
  ])('%s', (_, html, expected) => expect(headStylesheets(html)).toEqual(expected));
});

describe('the Link header', () => {
  it('names each stylesheet as a preload of a style, in order', () => {
    expect(stylesheetLinkHeader(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'])).toBe(
      '</_next/static/chunks/a.css>; rel=preload; as=style, </_next/static/chunks/b.css>; rel=preload; as=style',
    );
  });

  it('is not sent for a page without stylesheets', () => expect(stylesheetLinkHeader([])).toBeNull());
});
