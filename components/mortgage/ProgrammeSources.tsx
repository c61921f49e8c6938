import type { MortgageProgram } from '@/lib/api/schemas';
import { formatDate } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import styles from './MortgagePage.module.scss';

/**
 * The date the programmes' conditions were checked and where each kind comes from (a regulation, the bank's or the
 * developer's terms), as the programmes carry them: a buyer can check every rate the calculator uses.
 */
export function ProgrammeSources({ programmes, date }: { programmes: MortgageProgram[]; date: string | null }) {
  const sources = [...new Map(programmes.filter((p) => p.source).map((p) => [p.program, p.source!])).entries()];
  if (!date && !sources.length) return null;
  return (
    <div className={styles.sources} data-testid="mortgage-sources">
      {date ? <p className={styles.sourcesDate}>{typograph(`Условия на ${formatDate(date)}`)}</p> : null}
      {sources.length ? (
        <ul>
          {sources.map(([program, source]) => (
            <li key={program}>{typograph(`${program}: ${source}`)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
