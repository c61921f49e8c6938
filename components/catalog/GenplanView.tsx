import Link from 'next/link';
import { Section } from '@/components/content/Section';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { paths } from '@/lib/config/paths';
import { formatPrice, plural } from '@/lib/format/number';
import { catalogSearch, EMPTY_QUERY } from '@/lib/lots/catalog-query';
import styles from './GenplanView.module.scss';

/** The master plan: each building is a keyboard-reachable link to its flats in the catalogue. */
export async function GenplanView() {
  const api = getServerApi();
  const queues = await pageData(() => api.queues());
  const first = queues[0];
  const plan = first ? await pageData(() => api.generalPlan(first.id)) : null;
  if (!plan) return null;
  const buildingHref = (id: number) => `${paths.lots('params')}${catalogSearch({ ...EMPTY_QUERY, building: [id] })}`;
  return (
    <Section caption="Генеральный план">
      <div className={styles.plan}>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS */}
        <img src={plan.image} alt="" className={styles.image} width={plan.width} height={plan.height} />
        <svg className={styles.overlay} viewBox={`0 0 ${plan.width} ${plan.height}`} role="group" aria-label="Корпуса на генплане">
          {plan.buildings.map((building) => (
            <a key={building.id} href={buildingHref(building.id)} aria-label={`${building.name}: ${building.free_count ?? 0} свободных квартир`}>
              <polygon points={building.polygon} className={styles.shape} />
            </a>
          ))}
        </svg>
      </div>
      <ul className={styles.list}>
        {plan.buildings.map((building) => (
          <li key={building.id}>
            <Link href={buildingHref(building.id)} className={styles.building}>
              <span className={styles.name}>{building.name}</span>
              <span className={styles.meta}>
                {building.floors} {plural(building.floors, ['этаж', 'этажа', 'этажей'])} · {building.completion}
              </span>
              <span className={styles.meta}>
                {building.free_count ?? 0} {plural(building.free_count ?? 0, ['свободная квартира', 'свободные квартиры', 'свободных квартир'])}
                {building.min_price ? ` · от ${formatPrice(building.min_price)}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
