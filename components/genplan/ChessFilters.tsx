'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Chessboard.module.scss';

const ROOMS = [
  { value: '0', label: 'Студия' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4+' },
];

function toggle(set: ReadonlySet<string>, value: string): Set<string> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}

/**
 * The chessboard's filters: rooms, the highest price and statuses dim the cells that do not match (they stay
 * in place, so the building's shape stays readable); the cells show the price or the price per m².
 */
export function ChessFilters({ children, statuses: statusOptions }: { children: ReactNode; statuses: ReadonlyArray<{ value: string; label: string }> }) {
  const root = useRef<HTMLDivElement>(null);
  const [rooms, setRooms] = useState<ReadonlySet<string>>(new Set());
  const [statuses, setStatuses] = useState<ReadonlySet<string>>(new Set());
  const [priceMax, setPriceMax] = useState('');
  const [perM2, setPerM2] = useState(false);

  useEffect(() => {
    const max = Number(priceMax.replace(/\D/g, '')) * 1_000_000;
    let matching = 0;
    root.current?.querySelectorAll<HTMLElement>('[data-chess-cell]').forEach((cell) => {
      const cellRooms = Math.min(Number(cell.dataset.rooms), 4);
      const match =
        (rooms.size === 0 || rooms.has(String(cellRooms))) &&
        (statuses.size === 0 || statuses.has(cell.dataset.status ?? '')) &&
        (!max || Number(cell.dataset.price) <= max);
      cell.toggleAttribute('data-dim', !match);
      if (match) matching += 1;
    });
    const counter = root.current?.querySelector('[data-chess-count]');
    if (counter) counter.textContent = String(matching);
  }, [rooms, statuses, priceMax]);

  return (
    <div ref={root} className={styles.board} data-show={perM2 ? 'ppm' : 'price'}>
      <div className={styles.filters} role="group" aria-label="Фильтры шахматки">
        <fieldset className={styles.chips}>
          <legend>Комнаты</legend>
          {ROOMS.map((option) => (
            <button key={option.value} type="button" aria-pressed={rooms.has(option.value)} className={styles.chip} onClick={() => setRooms(toggle(rooms, option.value))}>
              {option.label}
            </button>
          ))}
        </fieldset>
        <label className={styles.price}>
          <span>Цена до, млн ₽</span>
          <input inputMode="numeric" value={priceMax} onChange={(event) => setPriceMax(event.target.value.replace(/\D/g, '').slice(0, 4))} placeholder="любая" />
        </label>
        <fieldset className={styles.chips}>
          <legend>Статус</legend>
          {statusOptions.map((option) => (
            <button key={option.value} type="button" aria-pressed={statuses.has(option.value)} className={styles.chip} onClick={() => setStatuses(toggle(statuses, option.value))}>
              {option.label}
            </button>
          ))}
        </fieldset>
        <fieldset className={styles.chips}>
          <legend>В ячейках</legend>
          <button type="button" aria-pressed={!perM2} className={styles.chip} onClick={() => setPerM2(false)}>
            Цена
          </button>
          <button type="button" aria-pressed={perM2} className={styles.chip} onClick={() => setPerM2(true)}>
            За м²
          </button>
        </fieldset>
      </div>
      {children}
    </div>
  );
}
