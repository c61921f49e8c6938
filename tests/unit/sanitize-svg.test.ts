import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '@/lib/html/sanitize-svg';

describe('a CMS drawing put into the page (lib/html/sanitize-svg)', () => {
  it('keeps shapes, text and the viewBox; drops the font, so the page font applies', () => {
    const svg = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 340" width="480" height="340"><title>План</title><rect x="1" y="2" width="3" height="4" fill="#fff" stroke-width="3"/><text x="5" y="6" text-anchor="middle" font-family="Arial, sans-serif" font-size="12">Кухня</text></svg>',
    );
    expect(svg).toContain('viewBox="0 0 480 340"');
    expect(svg).toContain('<rect x="1" y="2" width="3" height="4" fill="#fff" stroke-width="3" />');
    expect(svg).toContain('<text x="5" y="6" text-anchor="middle" font-size="12">Кухня</text>');
    expect(svg).not.toContain('Arial');
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script><rect width="1"/></svg>', 'alert'],
    ['an event handler', '<svg onload="alert(1)"><rect width="1" onclick="x()"/></svg>', 'on'],
    ['a link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', 'javascript'],
    ['a foreign object', '<svg><foreignObject><div>x</div></foreignObject></svg>', 'foreignObject'],
    ['an external image', '<svg><image href="https://evil.example/x.png"/></svg>', 'evil'],
    ['a style sheet', '<svg><style>@import url(https://evil.example/a.css)</style></svg>', 'evil'],
    ['an id', '<svg><rect id="content" width="1"/></svg>', 'id='],
  ])('drops %s', (_name, input, forbidden) => {
    expect(sanitizeSvg(input).replace(/font|stroke|opacity/g, '')).not.toContain(forbidden);
  });
});
