import Link from 'next/link';
import { Fragment } from 'react';
import clsx from 'clsx';
import { Section } from '@/components/content/Section';
import { QueueShown } from '@/components/layout/queue/QueueShown';
import { QueueTabs } from '@/components/layout/queue/QueueTabs';
import { BuildingLevel } from '@/components/genplan/BuildingLevel';
import { FloorLevel } from '@/components/genplan/FloorLevel';
import { ChessboardLevel } from '@/components/genplan/ChessboardLevel';
import { PlanFigure } from '@/components/genplan/PlanFigure';
import { buildingSummary, FREE_FLATS, freeFlats, priceFrom, roomsShort } from '@/components/genplan/plan-text';
import { getLayoutData } from '@/lib/api/layout-data';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { plural } from '@/lib/format/number';
import { genplanHref } from '@/lib/genplan/level';
import type { QueueView } from '@/lib/routes/list-view';
import { shownQueue } from '@/lib/queue/chosen-queue';
import styles from './GenplanView.module.scss';
import { outageSafe } from '@/components/outage/outage-safe';

/**
 * The master plan (complex → building → floor → flat, and a building's chessboard): the level in the URL.
 * On the complex, the shown queue (the URL's, else the visitor's choice, else the first) stands out; every
 * building is a shape with a hover card and a card in the list below, both opening the building.
 */
async function GenplanViewBlock({ view }: { view: QueueView }) {
  const { level } = view;
  if (level.building !== null) {
    if (level.chess) return <ChessboardLevel level={level} />;
    if (level.floor !== null) return <FloorLevel level={level} />;
    return <BuildingLevel level={level} />;
  }
  const api = getServerApi();
  // The layout has the queues already; asked again (as page data) only when that load came back empty.
  const { queues: layoutQueues } = await getLayoutData();
  const queues = layoutQueues.length ? layoutQueues : await pageData(() => api.queues());
  const queue = shownQueue(queues, view.fromUrl ?? undefined, view.chosen ?? undefined);
  const plan = queue ? await pageData(() => api.generalPlan(queue.id)) : null;
  if (!plan || !queue) return null;
  const buildings = [...plan.buildings].sort((a, b) => Number(b.active) - Number(a.active) || a.number - b.number);
  const fromUrl = view.fromUrl === String(queue.id);
  const queueName = (id: number) => queues.find((q) => q.id === id)?.name ?? '';
  return (
    <Section caption={plan.title}>
      {fromUrl ? <QueueShown id={queue.id} /> : null}
      <QueueTabs queues={queues} shown={queue} href={(q) => `${genplanHref({})}?queue=${q.id}`} label="Очередь на генплане" />
      <div data-testid="genplan" data-queue={queue.id}>
        <PlanFigure
          image={plan.image}
          backdrop={plan.aerial}
          width={plan.width}
          height={plan.height}
          label="Корпуса на генплане"
          list={{ id: 'buildings-list', label: 'Корпуса списком' }}
          minWidth={640}
          fitScreen
          shapes={plan.buildings.map((building) => ({
            key: `building-${building.id}`,
            href: genplanHref({ building: building.id }),
            label: buildingSummary(building),
            points: building.polygon,
            tone: building.active ? 'active' : (building.free_count ?? 0) === 0 ? 'muted' : undefined,
            card: (
              <>
                {/* One line each; the line breaks are in the text too, so the card never reads 'II квартал 2027216 свободных'. */}
                <strong className={styles.cardTitle}>{building.name}</strong>
                {'\n'}
                <span>{`${queueName(building.queue_id)} · сдача ${building.completion}`}</span>
                {'\n'}
                {(building.free_count ?? 0) > 0 ? (
                  <>
                    <span>{`${freeFlats(building.free_count ?? 0)} · ${priceFrom(building.min_price)}`}</span>
                    {'\n'}
                    <span className={styles.cardRooms}>
                      {building.free_by_rooms.map((entry, index) => (
                        // Each size whole on its line ('2-комн. — 16' never breaks at its hyphen); lines break at the dots.
                        <Fragment key={entry.rooms ?? 'other'}>
                          {index ? ' · ' : null}
                          <span className={styles.cardRoom}>{`${roomsShort(entry.rooms)}\u00a0— ${entry.count}`}</span>
                        </Fragment>
                      ))}
                    </span>
                  </>
                ) : (
                  <span>Все квартиры проданы</span>
                )}
              </>
            ),
          }))}
        />
      </div>
      <ul className={styles.list} id="buildings-list" aria-label="Корпуса списком">
        {buildings.map((building) => (
          <li key={building.id}>
            <Link href={genplanHref({ building: building.id })} className={clsx(styles.building, building.active && styles.activeCard)} data-testid="genplan-building" data-building-id={building.id} data-active={building.active}>
              <span className={styles.name}>{building.name}</span>
              <span className={styles.meta}>
                {building.floors} {plural(building.floors, ['этаж', 'этажа', 'этажей'])} · {building.completion}
              </span>
              <span className={styles.meta}>
                {(building.free_count ?? 0) > 0 ? (
                  <>
                    <span data-testid="genplan-free-count">{building.free_count ?? 0}</span> {plural(building.free_count ?? 0, FREE_FLATS)} · {priceFrom(building.min_price)}
                  </>
                ) : (
                  <>
                    <span data-testid="genplan-free-count">0</span> свободных · все квартиры проданы
                  </>
                )}
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
