// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SwipedToImage } from '@/components/ui/SwipedToImage';

const FLOOR = '/api/media/floors/20.v7d3.svg?highlight=109';

function strip() {
  render(
    <div data-swipe-strip="" data-testid="strip">
      <figure>plan</figure>
      <figure>
        <SwipedToImage src={FLOOR} alt="План 20 этажа" width={1200} height={600} />
      </figure>
    </div>,
  );
  return { strip: screen.getByTestId('strip'), image: screen.getByRole('img', { name: 'План 20 этажа' }) as HTMLImageElement };
}

describe('a later slide’s picture asked for once the visitor goes along the strip (issue 61)', () => {
  it('holds a transparent pixel, marked waiting, until then', () => {
    const { image } = strip();
    expect(image.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(image).toHaveAttribute('data-waiting');
  });

  it.each([
    ['the strip scrolls', (element: HTMLElement) => fireEvent.scroll(element)],
    ['a finger is put on it', (element: HTMLElement) => fireEvent.touchStart(element)],
    ['a pointer presses on it', (element: HTMLElement) => fireEvent.pointerDown(element)],
    ['it takes the keyboard’s focus', (element: HTMLElement) => fireEvent.focusIn(element)],
  ])('shows the drawing once %s', (_, intent) => {
    const { strip: element, image } = strip();
    act(() => intent(element));
    expect(image.getAttribute('src')).toBe(FLOOR);
    expect(image).not.toHaveAttribute('data-waiting');
  });

  it('shows it at once when the strip is already moved along (a restored scroll)', () => {
    const scrollLeft = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft');
    Object.defineProperty(Element.prototype, 'scrollLeft', { configurable: true, get: () => 120 });
    try {
      const { image } = strip();
      expect(image.getAttribute('src')).toBe(FLOOR);
    } finally {
      if (scrollLeft) Object.defineProperty(Element.prototype, 'scrollLeft', scrollLeft);
    }
  });
});
