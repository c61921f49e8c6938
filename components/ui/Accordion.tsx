'use client';

import clsx from 'clsx';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from './icons';
import styles from './Accordion.module.scss';

export type AccordionItem = { key: string | number; title: string; content: ReactNode };

/**
 * The site's disclosure list (WAI-ARIA accordion): each title is a button in a heading that shows or
 * hides its panel (aria-expanded, aria-controls, a region labelled by the button). ↓/↑ move between the
 * titles, Home/End to the first and last. Every panel is in the server HTML, hidden until opened.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const Heading = `h${headingLevel}` as const;
  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(`[data-accordion="${id}"]`));
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={styles.accordion} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        return (
          <div key={item.key} className={clsx(styles.item, expanded && styles.open)}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={`${id}-title-${index}`}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                data-accordion={id}
                onClick={() => toggle(item.key)}
              >
                <span>{item.title}</span>
                <ChevronIcon className={styles.chevron} />
              </button>
            </Heading>
            <div id={`${id}-panel-${index}`} role="region" aria-labelledby={`${id}-title-${index}`} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
