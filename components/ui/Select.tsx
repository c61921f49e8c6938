'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { dropdownDirection } from '@/lib/hooks/dropdown-direction';
import { ChevronIcon } from './icons';
import styles from './Select.module.scss';

export type SelectOption<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  /** The accessible name; shown above the control unless `labelHidden`. */
  label: string;
  labelHidden?: boolean;
  options: ReadonlyArray<SelectOption<V>>;
  value: V | null;
  /** What the control shows while nothing is chosen. */
  placeholder?: string;
  onChange: (value: V) => void;
  className?: string;
  /** Submits the value with a form under this name. */
  name?: string;
  testId?: string;
  /** Names the select across renders of the page: after a choice, the select rendered with this key takes the focus. */
  focusKey?: string;
  /** 'field' (bordered, forms and toolbars) or 'inline' (caption type, no border: the header). */
  variant?: 'field' | 'inline';
};

const PAGE_STEP = 10;

/**
 * The select whose choice navigated to a page that rendered it anew (the catalogue's sort changes the URL
 * and the server renders the new list): the new one takes the focus back, so the keyboard stays in place.
 */
let focusAfterRender: { key: string; at: number } | null = null;
/** A choice older than this gave no new render: its focus request is dropped. */
const FOCUS_REQUEST_MS = 5000;

/**
 * The site's select (WAI-ARIA "select-only combobox"): a combobox that opens a listbox. Keyboard as a
 * native select: ↓/↑/Home/End/PageUp/PageDown move, Enter/Space choose, Escape closes, Alt+↑ chooses and
 * closes, typing a letter jumps to the next option that starts with it. It opens upward when under
 * 250 px of the viewport are left below it (SPEC §9) and closes on a click outside.
 */
export function Select<V extends string>({ label, labelHidden = false, options, value, placeholder, onChange, className, name, testId, focusKey, variant = 'field' }: Props<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(Math.max(selectedIndex, 0));
  const [direction, setDirection] = useState<'down' | 'up'>('down');
  const root = useRef<HTMLDivElement>(null);
  const combobox = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    const request = focusAfterRender;
    if (!focusKey || request?.key !== focusKey) return;
    focusAfterRender = null;
    if (Date.now() - request.at < FOCUS_REQUEST_MS) combobox.current?.focus();
  }, [focusKey]);

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const show = (at: number) => {
    if (combobox.current) setDirection(dropdownDirection(combobox.current.getBoundingClientRect().bottom, window.innerHeight));
    setActive(Math.min(Math.max(at, 0), options.length - 1));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    combobox.current?.focus();
    if (!option || option.value === value) return;
    focusAfterRender = focusKey ? { key: focusKey, at: Date.now() } : null;
    onChange(option.value);
  };
  const move = (to: number) => setActive(Math.min(Math.max(to, 0), options.length - 1));
  const typeAhead = (key: string) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at < 700 ? typed.current.text + key.toLowerCase() : key.toLowerCase(), at: now };
    const from = open ? active : Math.max(selectedIndex, 0);
    const order = [...options.keys()].map((offset) => (from + (typed.current.text.length === 1 ? 1 : 0) + offset) % options.length);
    return order.find((index) => options[index]?.label.toLowerCase().startsWith(typed.current.text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey } = event;
    if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey) {
      const found = typeAhead(key);
      if (found !== undefined) (open ? move : show)(found);
      return;
    }
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) show(Math.max(selectedIndex, 0));
      else if (key === 'Home') show(0);
      else if (key === 'End') show(options.length - 1);
      else return;
      event.preventDefault();
      return;
    }
    if (key === 'ArrowDown') move(active + 1);
    else if (key === 'ArrowUp' && altKey) choose(active);
    else if (key === 'ArrowUp') move(active - 1);
    else if (key === 'Home') move(0);
    else if (key === 'End') move(options.length - 1);
    else if (key === 'PageDown') move(active + PAGE_STEP);
    else if (key === 'PageUp') move(active - PAGE_STEP);
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') setOpen(false);
    else if (key === 'Tab') {
      choose(active);
      return;
    } else return;
    event.preventDefault();
  };

  const current = options[selectedIndex];
  return (
    <div ref={root} className={clsx(styles.select, variant === 'inline' && styles.inline, className)} data-testid={testId}>
      <span id={labelId} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <div
        ref={combobox}
        role="combobox"
        tabIndex={0}
        className={clsx(styles.trigger, !current && styles.placeholder)}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        onClick={() => (open ? setOpen(false) : show(Math.max(selectedIndex, 0)))}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <span className={styles.value}>{current?.label ?? placeholder ?? ''}</span>
        <ChevronIcon className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </div>
      <ul ref={list} id={listId} role="listbox" aria-labelledby={labelId} tabIndex={-1} className={clsx(styles.list, direction === 'up' && styles.up)} data-direction={direction} hidden={!open}>
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            data-index={index}
            aria-selected={index === selectedIndex}
            className={clsx(styles.option, index === active && styles.active)}
            // Keeps the focus on the combobox (a click must not blur it first).
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}
