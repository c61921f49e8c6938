'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './PlanFigure.module.scss';

const SHAPE = '[data-card]';
/** Room a card needs beyond its height above a shape: its 10 px gap and the sticky header over the window's top. */
const CARD_GAP_PX = 90;
/** The sticky header's height with a margin: a card never slides under it. */
const HEADER_PX = 80;

/**
 * The hover cards of a plan: pointing at a shape or focusing it shows its card (server-rendered, hidden,
 * `data-card-for` the shape's `data-card`), placed by the shape; the arrow keys move between the shapes in
 * their order (floors top to bottom, flats along the floor). A drawing wider than a phone opens centred on
 * the current shape, else on its middle, not on its left edge.
 */
export function PlanCards({ children, cards, label }: { children: ReactNode; cards: ReactNode; label: string }) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = root.current?.parentElement;
    const node = root.current;
    if (!scroller || !node || scroller.scrollWidth <= scroller.clientWidth) return;
    const current = node.querySelector('[aria-current="page"]');
    const box = scroller.getBoundingClientRect();
    const rect = current?.getBoundingClientRect();
    const centre = rect ? rect.left + rect.width / 2 - box.left + scroller.scrollLeft : scroller.scrollWidth / 2;
    scroller.scrollLeft = Math.max(0, centre - scroller.clientWidth / 2);
    // The rail of labels (a facade's floor numbers) shows once the drawing's own left edge, with its labels, is panned away.
    const panned = () => {
      node.dataset.panned = String(scroller.scrollLeft > 24);
    };
    panned();
    scroller.addEventListener('scroll', panned, { passive: true });
    return () => scroller.removeEventListener('scroll', panned);
  }, []);

  const hide = () => {
    root.current?.querySelectorAll<HTMLElement>('[data-card-for]:not([hidden])').forEach((card) => {
      card.hidden = true;
    });
  };
  const show = (target: EventTarget | null) => {
    const shape = target instanceof Element ? target.closest<SVGElement | HTMLElement>(SHAPE) : null;
    const container = root.current;
    if (!shape || !container) return;
    const card = Array.from(container.querySelectorAll<HTMLElement>('[data-card-for]')).find((node) => node.dataset.cardFor === shape.dataset.card);
    if (!card || !card.hidden) return;
    hide();
    const box = container.getBoundingClientRect();
    const rect = shape.getBoundingClientRect();
    card.hidden = false;
    // Above the shape when it fits in the window there, else below when there is more room below: the card is
    // never cut off by the fold or the top of the window.
    const needed = card.offsetHeight + CARD_GAP_PX;
    const below = rect.top < needed && window.innerHeight - rect.bottom > rect.top;
    card.style.left = `${Math.min(Math.max(rect.left + rect.width / 2 - box.left, 130), box.width - 130)}px`;
    const top = below ? rect.bottom - box.top : rect.top - box.top;
    card.style.top = `${top}px`;
    card.dataset.below = String(below);
    // A tall shape (a building) can leave no room either way: the card then moves into the window rather than past its edge.
    const placed = card.getBoundingClientRect();
    const shift = placed.bottom > window.innerHeight ? window.innerHeight - placed.bottom - 8 : placed.top < HEADER_PX ? HEADER_PX - placed.top : 0;
    if (shift) card.style.top = `${top + shift}px`;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ({ ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 } as Record<string, number>)[event.key];
    const current = event.target instanceof Element ? event.target.closest(SHAPE) : null;
    if (!step || !current || !root.current) return;
    const shapes = Array.from(root.current.querySelectorAll<HTMLElement | SVGElement>(SHAPE));
    const next = shapes[shapes.indexOf(current as HTMLElement) + step];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div
      ref={root}
      role="group"
      aria-label={label}
      className={styles.cards}
      onPointerOver={(event) => show(event.target)}
      onPointerLeave={hide}
      onFocus={(event) => show(event.target)}
      onBlur={hide}
      onKeyDown={onKeyDown}
    >
      {children}
      {cards}
    </div>
  );
}
