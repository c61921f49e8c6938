import Link from 'next/link';
import clsx from 'clsx';
import { Section } from '@/components/content/Section';
import { QueueShown } from '@/components/layout/queue/QueueShown';
import { QueueTabs } from '@/components/layout/queue/QueueTabs';
import { getLayoutData } from '@/lib/api/layout-data';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { paths } from '@/lib/config/paths';
import { formatPrice, plural } from '@/lib/format/number';
import { catalogSearch, EMPTY_QUERY } from '@/lib/lots/catalog-query';
import { LOT_STATUS } from '@/lib/lots/status';
import type { QueueView } from '@/lib/routes/list-view';
import { shownQueue } from '@/lib/queue/chosen-queue';
import styles from './GenplanView.module.scss';
import { outageSafe } from '@/components/outage/outage-safe';

const FREE_FLATS: [string, string, string] = ['свободная квартира', 'свободные квартиры', 'свободных квартир'];

/** A building's free flats in the catalogue: the count on the plan is exactly the list its link opens. */
const buildingHref = (id: number) => `${paths.lots('params')}${catalogSearch({ ...EMPTY_QUERY, building: [id], status: [LOT_STATUS.free] })}`;

/**
 * The master plan of one queue (the URL's, else the visitor's choice, else the first): that queue's
 * buildings stand out; each building is a keyboard-reachable link to its free flats.
 */
async function GenplanViewBlock({ view }: { view: QueueView }) {
  const api = getServerApi();
  // The layout has the queues already; asked again (as page data) only when that load came back empty.
  const { queues: layoutQueues } = await getLayoutData();
  const queues = layoutQueues.length ? layoutQueues : await pageData(() => api.queues());
  const queue = shownQueue(queues, view.fromUrl ?? undefined, view.chosen ?? undefined);
  const plan = queue ? await pageData(() => api.generalPlan(queue.id)) : null;
  if (!plan || !queue) return null;
  const buildings = [...plan.buildings].sort((a, b) => Number(b.active) - Number(a.active) || a.number - b.number);
  const fromUrl = view.fromUrl === String(queue.id);
  return (
    <Section caption={plan.title}>
      {fromUrl ? <QueueShown id={queue.id} /> : null}
      <QueueTabs queues={queues} shown={queue} href={(q) => `${paths.lots('genplan')}?queue=${q.id}`} label="Очередь на генплане" />
      <div className={styles.plan} data-testid="genplan" data-queue={queue.id}>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS */}
        <img src={plan.image} alt="" className={styles.image} width={plan.width} height={plan.height} />
        <svg className={styles.overlay} viewBox={`0 0 ${plan.width} ${plan.height}`} role="group" aria-label="Корпуса на генплане">
          {buildings.map((building) => (
            <a
              key={building.id}
              href={buildingHref(building.id)}
              aria-label={`${building.name}: ${building.free_count ?? 0} ${plural(building.free_count ?? 0, FREE_FLATS)}`}
              className={clsx(building.active && styles.active)}
            >
              <polygon points={building.polygon} className={styles.shape} />
            </a>
          ))}
        </svg>
      </div>
      <ul className={styles.list}>
        {buildings.map((building) => (
          <li key={building.id}>
            <Link href={buildingHref(building.id)} className={clsx(styles.building, building.active && styles.activeCard)} data-testid="genplan-building" data-building-id={building.id} data-active={building.active}>
              <span className={styles.name}>{building.name}</span>
              <span className={styles.meta}>
                {building.floors} {plural(building.floors, ['этаж', 'этажа', 'этажей'])} · {building.completion}
              </span>
              <span className={styles.meta}>
                <span data-testid="genplan-free-count">{building.free_count ?? 0}</span> {plural(building.free_count ?? 0, FREE_FLATS)}
                {building.min_price ? ` · от ${formatPrice(building.min_price)}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** GenplanView with the outage view in its place when the CMS is unavailable (components/outage/outage-safe.tsx). */
export const GenplanView = outageSafe(GenplanViewBlock, { heading: 2 });
