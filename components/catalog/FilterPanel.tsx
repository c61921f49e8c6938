'use client';

import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import type { FilterSpecItem, RealtyFacets } from '@/lib/api/schemas';
import { formatDecimal, plural } from '@/lib/format/number';
import { LIST_KEYS, RANGE_KEYS, selectedOptions, setRange, toggleOption, type ListKey, type RangeKey } from '@/lib/lots/catalog-query';
import { useCatalog } from './catalog-context';
import styles from './FilterPanel.module.scss';

type Props = { items: FilterSpecItem[]; facets: RealtyFacets };

const isListKey = (name: string): name is ListKey => (LIST_KEYS as readonly string[]).includes(name);
const isRangeKey = (name: string): name is RangeKey => (RANGE_KEYS as readonly string[]).includes(name);

/** The filter panel, built from the realty specs, with the count each option would give. */
export function FilterPanel({ items, facets }: Props) {
  return (
    <div className={styles.panel}>
      {items.map((item) =>
        isListKey(item.name) && item.choices ? (
          <ChoiceFilter key={item.name} name={item.name} item={item} counts={facets[item.name]} />
        ) : isRangeKey(item.name) && item.range ? (
          <RangeFilter key={item.name} name={item.name} item={item} limits={facets[item.name]} />
        ) : null,
      )}
    </div>
  );
}

type ChoiceProps = {
  name: ListKey;
  item: FilterSpecItem;
  counts: Array<{ value: string | number; count: number }>;
  /** The room chips above the results on phones (components/catalog/QuickRooms.tsx): no legend on screen, test ids of their own. */
  quick?: boolean;
};

export function ChoiceFilter({ name, item, counts, quick = false }: ChoiceProps) {
  const { query, navigate } = useCatalog();
  const chips = name === 'rooms';
  const selected = selectedOptions(query, name);
  const prefix = quick ? 'quick' : 'filter';
  return (
    <fieldset className={quick ? styles.quick : styles.group}>
      <legend className={quick ? 'visually-hidden' : styles.legend}>{item.label}</legend>
      <div className={chips ? styles.chips : styles.options}>
        {(item.choices ?? []).map((choice) => {
          const count = counts.find((c) => String(c.value) === String(choice.value))?.count ?? 0;
          const checked = selected.some((value) => String(value) === String(choice.value));
          const disabled = count === 0 && !checked;
          return (
            <label key={String(choice.value)} className={clsx(chips ? styles.chip : styles.option, checked && styles.checked, disabled && styles.disabled)}>
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={() => navigate(toggleOption(query, name, choice.value))}
                data-testid={`${prefix}-${name}-${choice.value}`}
              />
              <span className={styles.optionLabel}>{choice.label}</span>
              <span className={styles.count} data-testid={quick ? undefined : `facet-${name}-${choice.value}`} aria-label={`${count} ${plural(count, ['вариант', 'варианта', 'вариантов'])}`}>
                {count}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function toInput(value: number | null): string {
  return value === null ? '' : formatDecimal(value);
}

function fromInput(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!cleaned) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function RangeFilter({ name, item, limits }: { name: RangeKey; item: FilterSpecItem; limits: { min: number | null; max: number | null } }) {
  const { query, navigate } = useCatalog();
  const bounds = { min: query[`${name}_min`], max: query[`${name}_max`] };
  const [min, setMin] = useState(toInput(bounds.min));
  const [max, setMax] = useState(toInput(bounds.max));
  // A preset or a reset changes the bounds from outside the fields (in the sheet, without a new page): the fields follow.
  const [shown, setShown] = useState(bounds);
  if (shown.min !== bounds.min || shown.max !== bounds.max) {
    setShown(bounds);
    setMin(toInput(bounds.min));
    setMax(toInput(bounds.max));
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const nextMin = fromInput(min);
    const nextMax = fromInput(max);
    if (nextMin === query[`${name}_min`] && nextMax === query[`${name}_max`]) return;
    navigate(setRange(query, name, nextMin, nextMax));
  };
  const id = `range-${name}`;
  return (
    <form className={styles.group} onSubmit={apply} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={styles.legend}>
        {item.label}
      </p>
      <div className={styles.range}>
        <label className={styles.rangeField}>
          <span className={styles.rangeLabel}>от</span>
          <input
            inputMode="decimal"
            name={`${name}_min`}
            value={min}
            placeholder={limits.min !== null ? formatDecimal(limits.min) : undefined}
            onChange={(event) => setMin(event.target.value)}
            onBlur={() => apply()}
            aria-label={`${item.label}: от`}
          />
        </label>
        <label className={styles.rangeField}>
          <span className={styles.rangeLabel}>до</span>
          <input
            inputMode="decimal"
            name={`${name}_max`}
            value={max}
            placeholder={limits.max !== null ? formatDecimal(limits.max) : undefined}
            onChange={(event) => setMax(event.target.value)}
            onBlur={() => apply()}
            aria-label={`${item.label}: до`}
          />
        </label>
      </div>
      {item.ranges?.length ? (
        <div className={styles.presets}>
          {item.ranges.map((preset) => (
            <button key={preset.label} type="button" className={styles.preset} onClick={() => navigate(setRange(query, name, preset.min, preset.max))}>
              {preset.label}
            </button>
          ))}
        </div>
      ) : null}
      <button type="submit" className="visually-hidden">
        Применить: {item.label}
      </button>
    </form>
  );
}
