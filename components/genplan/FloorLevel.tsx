import Link from 'next/link';
import clsx from 'clsx';
import { Section } from '@/components/content/Section';
import { EmptyState } from '@/components/content/EmptyState';
import { outageSafe } from '@/components/outage/outage-safe';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { paths } from '@/lib/config/paths';
import { formatArea, formatPrice } from '@/lib/format/number';
import { genplanHref, type GenplanLevel } from '@/lib/genplan/level';
import { isFree } from '@/lib/lots/status';
import { chosenSection, loadBuildingPlan, residentialFloors } from './building-data';
import { GenplanCrumbs } from './GenplanCrumbs';
import { PlanFigure } from './PlanFigure';
import { StatusLegend } from './StatusLegend';
import { ManagerAdd } from '@/components/sales/ManagerAdd';
import { flatSummary, freeFlats, roomsShort, statusesOf } from './plan-text';
import styles from './Levels.module.scss';

const TONES = { free: 'free', booked: 'booked', sold: 'sold' } as const;

/** A finger's target (WCAG 2.5.5), in CSS pixels. */
const TARGET_PX = 44;

/**
 * The narrowest the floor's drawing may be drawn so that its smallest flat is still a 44 × 44 px target: a phone
 * shows the whole floor when that fits its width, and pans only as far as the smallest flat needs.
 */
function tappableWidth(boxes: ReadonlyArray<{ w: number; h: number }>, width: number, height: number): number {
  const needed = boxes.map((box) => Math.max(TARGET_PX / box.w, (TARGET_PX * width) / (box.h * height)));
  return Math.ceil(Math.max(0, ...needed.filter(Number.isFinite)));
}

/** One floor: the plan with every flat a shape coloured by status, the floors above and below, and the flats as a list. */
async function FloorLevelBlock({ level }: { level: GenplanLevel }) {
  const plan = level.building === null ? null : await loadBuildingPlan(level.building);
  const section = plan ? chosenSection(plan.sections, level) : null;
  const floors = section ? residentialFloors(section) : [];
  const index = floors.findIndex((floor) => floor.number === level.floor);
  const floor = floors[index];
  if (!plan || !section || !floor) {
    return <EmptyState text="Такого этажа нет на генплане." action={{ label: 'К генплану', href: genplanHref({}) }} />;
  }
  const { building } = plan;
  const floorPlan = await pageData(() => getServerApi().floorPlan(floor.id));
  const above = floors[index - 1];
  const below = floors[index + 1];
  const href = (number: number) => genplanHref({ building: building.id, section: section.number, floor: number });
  const place = plan.sections.length > 1 ? `Секция ${section.number}, этаж ${floor.number}` : `Этаж ${floor.number}`;
  return (
    <Section caption={`${building.name}. ${place}`}>
      <GenplanCrumbs steps={[{ label: building.name, href: genplanHref({ building: building.id, section: section.number }) }]} current={place} />
      <div className={styles.toolbar}>
        <nav aria-label="Соседние этажи" className={styles.floorNav}>
          {below ? <Link href={href(below.number)} rel="prev">↓ Этаж {below.number}</Link> : <span aria-hidden="true" />}
          <span className={styles.floorNow}>Этаж {floor.number}</span>
          {above ? <Link href={href(above.number)} rel="next">Этаж {above.number} ↑</Link> : <span aria-hidden="true" />}
        </nav>
        <StatusLegend statuses={statusesOf(floorPlan.lots)} />
      </div>
      <p className={styles.summary} data-testid="floor-free-count" data-count={floor.free_count}>
        {freeFlats(floor.free_count)} на этаже · окна во двор и на улицу, север отмечен на плане
      </p>
      <PlanFigure
        image={floorPlan.image}
        width={floorPlan.width}
        height={floorPlan.height}
        label={`Квартиры этажа ${floor.number}: стрелки переходят между квартирами`}
        list={{ id: 'flats-list', label: 'Квартиры списком' }}
        minWidth={tappableWidth(floorPlan.lots.map((flat) => flat.position), floorPlan.width, floorPlan.height)}
        maxWidth={Math.round(floorPlan.width * 1.25)}
        className={styles.floorPlan}
        shapes={floorPlan.lots.map((flat) => ({
          key: `flat-${flat.id}`,
          href: paths.lot(flat.id),
          label: flatSummary(flat),
          box: flat.position,
          tone: TONES[flat.status.value as keyof typeof TONES],
          card: (
            <>
              <strong className={styles.cardTitle}>Квартира №&nbsp;{flat.number}</strong>
              <span>
                {roomsShort(flat.rooms)} · {formatArea(flat.area)}
              </span>
              <span>{formatPrice(flat.price)}</span>
              <span className={styles.cardStatus}>{flat.status.label}</span>
            </>
          ),
        }))}
      />
      <h3 className={styles.listTitle} id="flats-list">
        Квартиры этажа списком
      </h3>
      <table className={clsx(styles.table, styles.flats)}>
        <thead>
          <tr>
            <th scope="col">Квартира</th>
            <th scope="col">Комнат</th>
            <th scope="col">Площадь</th>
            <th scope="col">Цена</th>
            <th scope="col">Статус</th>
          </tr>
        </thead>
        <tbody>
          {floorPlan.lots.map((flat) => (
            <tr key={flat.id} className={clsx(!isFree(flat.status.value) && styles.quiet)} data-testid="flat-row" data-status={flat.status.value}>
              <th scope="row" data-label="Квартира">
                <Link href={paths.lot(flat.id)}>№&nbsp;{flat.number}</Link>
                <ManagerAdd lotId={flat.id} title={`Квартира № ${flat.number}, ${building.name}`} />
              </th>
              <td data-label="Комнат">{roomsShort(flat.rooms)}</td>
              <td data-label="Площадь">{formatArea(flat.area)}</td>
              <td data-label="Цена">{formatPrice(flat.price)}</td>
              <td data-label="Статус">{flat.status.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export const FloorLevel = outageSafe(FloorLevelBlock, { heading: 2 });
