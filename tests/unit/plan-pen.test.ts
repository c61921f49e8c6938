import { describe, expect, it } from 'vitest';
import { Pen } from '@/cms/plans/pen';

describe('a plan drawn with a pen (cms/plans/pen.ts): shapes of one style as one path', () => {
  it('writes one path per style, in the order each style was first used', () => {
    const svg = new Pen()
      .rect({ x: 0, y: 0, w: 10, h: 5 }, 'fill="#fff"')
      .line(0, 0, 10, 0, 'stroke="#000"')
      .rect({ x: 20, y: 0, w: 10, h: 5 }, 'fill="#fff"')
      .svg();
    expect(svg).toBe('<path d="M0 0H10V5H0ZM20 0H30V5H20Z" fill="#fff"/><path d="M0 0L10 0" stroke="#000"/>');
  });

  it.each([
    ['a rectangle, clockwise', (pen: Pen) => pen.rect({ x: 1.25, y: 2, w: 3, h: 4 }, 's'), 'M1.3 2H4.3V6H1.3Z'],
    ['a rounded rectangle, its radius clamped to half its side', (pen: Pen) => pen.rect({ x: 0, y: 0, w: 4, h: 10 }, 's', 3), 'M2 0H2A2 2 0 0 1 4 2V8A2 2 0 0 1 2 10H2A2 2 0 0 1 0 8V2A2 2 0 0 1 2 0Z'],
    ['a circle as two half arcs', (pen: Pen) => pen.circle(5, 5, 2, 's'), 'M7 5A2 2 0 0 1 3 5A2 2 0 0 1 7 5Z'],
    ['an ellipse', (pen: Pen) => pen.ellipse(0, 0, 3, 1, 's'), 'M3 0A3 1 0 0 1 -3 0A3 1 0 0 1 3 0Z'],
    ['a line', (pen: Pen) => pen.line(0, 1, 2, 3, 's'), 'M0 1L2 3'],
  ])('draws %s', (_name, draw, d) => {
    expect(draw(new Pen()).svg()).toBe(`<path d="${d}" s/>`);
  });

  it('refuses path data that does not begin with an absolute move (it would continue the previous shape)', () => {
    expect(() => new Pen().path('m1 1l2 2', 's')).toThrow(/absolute move/);
  });
});
