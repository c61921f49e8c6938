import type { PricePoint } from '@/lib/api/schemas';
import { formatDate, formatMillions, formatMonthYear, formatPercentChange, formatPrice } from '@/lib/format/number';
import { DAY_MS, dayStart, priceSteps } from '@/lib/lots/price-history';
import styles from './PriceHistory.module.scss';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 24, right: 16, bottom: 32, left: 16 } as const;

/** Change of a step against the one before, in per cent with one decimal ('+2,5 %', '−6,7 %'). */
function change(price: number, before: number | undefined): string {
  return before ? formatPercentChange(((price - before) / before) * 100) : '—';
}

/**
 * The lot's price history: a step line (a price holds until the next change) from the start of sales to
 * `today`, each change a dot, the current price labelled; below it the same changes as a table, which is
 * what a screen reader reads. Drawn on the server: no script.
 */
export function PriceHistory({ history, today }: { history: readonly PricePoint[]; today: Date }) {
  const steps = priceSteps(history);
  if (steps.length < 2) return null;
  const first = steps[0]!;
  const last = steps.at(-1)!;
  const start = dayStart(first.date);
  const end = Math.max(today.getTime(), dayStart(last.date) + DAY_MS);
  const prices = steps.map((s) => s.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const margin = (high - low) * 0.15 || high * 0.02;
  const x = (iso: string) => PAD.left + ((dayStart(iso) - start) / (end - start)) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) => PAD.top + (1 - (price - (low - margin)) / (high - low + 2 * margin)) * (HEIGHT - PAD.top - PAD.bottom);
  const right = WIDTH - PAD.right;
  const line = steps.map((s, i) => `${i === 0 ? 'M' : 'H'}${x(s.date).toFixed(1)}${i === 0 ? ` ${y(s.price).toFixed(1)}` : ` V${y(s.price).toFixed(1)}`}`).join(' ') + ` H${right}`;
  const area = `${line} V${HEIGHT - PAD.bottom} H${x(first.date).toFixed(1)} Z`;
  const summary = `Цена с ${formatDate(first.date)}: от ${formatPrice(low)} до ${formatPrice(high)}, сейчас ${formatPrice(last.price)}`;
  const fell = last.price < (steps.at(-2)?.price ?? last.price);

  return (
    <section className={styles.block} aria-labelledby="price-history-title" data-testid="price-history">
      <h2 id="price-history-title" className={styles.title}>
        История цены
      </h2>
      <figure className={styles.figure}>
        <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
          <line className={styles.axis} x1={PAD.left} x2={right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} />
          <path className={styles.area} d={area} />
          <path className={fell ? `${styles.line} ${styles.lineDown}` : styles.line} d={line} />
          {steps.map((s) => (
            <circle key={s.date} className={styles.dot} cx={x(s.date)} cy={y(s.price)} r={3.5} />
          ))}
        </svg>
        <div className={styles.scale} aria-hidden="true">
          <span>{formatMonthYear(first.date)}</span>
          <span className={styles.now}>{`Сейчас: ${formatMillions(last.price)}\u00a0₽`}</span>
        </div>
      </figure>
      <table className={styles.table}>
        <caption className="visually-hidden">Изменения цены</caption>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Цена</th>
            <th scope="col">Изменение</th>
          </tr>
        </thead>
        <tbody>
          {[...steps].reverse().map((s, i, list) => (
            <tr key={s.date}>
              <td>{formatDate(s.date)}</td>
              <td className={styles.figures}>{formatPrice(s.price)}</td>
              <td className={s.price < (list[i + 1]?.price ?? 0) ? `${styles.figures} ${styles.down}` : styles.figures}>{change(s.price, list[i + 1]?.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
