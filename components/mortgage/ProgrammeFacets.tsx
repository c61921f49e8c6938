import type { MortgageFacet } from '@/lib/api/schemas';
import styles from './ProgrammeFacets.module.scss';

/** Programme types as toggle buttons with their counts; none pressed means every programme. */
export function ProgrammeFacets({ facets, chosen, onChange }: { facets: MortgageFacet[]; chosen: string[]; onChange: (values: string[]) => void }) {
  const toggle = (value: string) => onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <div className={styles.facets} role="group" aria-label="Тип программы">
      <button type="button" className={styles.facet} aria-pressed={chosen.length === 0} onClick={() => onChange([])}>
        Все программы
      </button>
      {facets
        .filter((facet) => facet.count > 0)
        .map((facet) => (
          <button key={facet.value} type="button" className={styles.facet} aria-pressed={chosen.includes(facet.value)} onClick={() => toggle(facet.value)}>
            {facet.label}
            <span className={styles.count}>{facet.count}</span>
          </button>
        ))}
    </div>
  );
}
