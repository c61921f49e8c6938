import Link from 'next/link';
import clsx from 'clsx';
import { Section } from '@/components/content/Section';
import { EmptyState } from '@/components/content/EmptyState';
import { outageSafe } from '@/components/outage/outage-safe';
import { paths } from '@/lib/config/paths';
import { catalogSearch, EMPTY_QUERY } from '@/lib/lots/catalog-query';
import { LOT_STATUS } from '@/lib/lots/status';
import { genplanHref, type GenplanLevel } from '@/lib/genplan/level';
import { chosenSection, loadBuildingPlan, residentialFloors } from './building-data';
import { GenplanCrumbs } from './GenplanCrumbs';
import { PlanFigure } from './PlanFigure';
import { floorSummary, freeFlats, priceFrom } from './plan-text';
import { SectionTabs } from './SectionTabs';
import styles from './Levels.module.scss';

/** A building's free flats in the catalogue: the counts here are exactly the list this opens. */
export const buildingCatalogHref = (id: number) => `${paths.lots('params')}${catalogSearch({ ...EMPTY_QUERY, building: [id], status: [LOT_STATUS.free] })}`;

/** A building: the facade of a section with its floors as shapes, and the same floors as a list. */
async function BuildingLevelBlock({ level }: { level: GenplanLevel }) {
  const plan = level.building === null ? null : await loadBuildingPlan(level.building);
  if (!plan) return <EmptyState text="Такого корпуса нет на генплане." action={{ label: 'К генплану', href: genplanHref({}) }} />;
  const section = chosenSection(plan.sections, level);
  if (!section) return null;
  const { building } = plan;
  const floors = residentialFloors(section);
  const free = floors.reduce((sum, floor) => sum + floor.free_count, 0);
  const floorHref = (floor: number) => genplanHref({ building: building.id, section: section.number, floor });
  return (
    <Section caption={building.name}>
      <GenplanCrumbs steps={[]} current={building.name} />
      <div className={styles.toolbar}>
        <SectionTabs building={building.id} sections={plan.sections} current={section.number} />
        <div className={styles.links}>
          <Link href={genplanHref({ building: building.id, section: section.number, chess: true })}>Шахматка корпуса</Link>
          <Link href={buildingCatalogHref(building.id)}>Свободные квартиры корпуса списком</Link>
        </div>
      </div>
      <p className={styles.summary} data-testid="building-free-count" data-count={free}>
        {plan.sections.length > 1 ? `Секция ${section.number}: ` : ''}
        {freeFlats(free)} · {building.completion}
      </p>
      <div className={styles.split}>
        <div className={styles.facade}>
          <PlanFigure
            image={section.image}
            width={section.width}
            height={section.height}
            // Each floor at least 44 px high on a phone: the facade pans inside itself rather than shrink below that.
            minWidth={Math.ceil((44 * section.width) / (section.floors[0]?.position.h ? section.floors[0].position.h * section.height : 46))}
            label={`Этажи секции ${section.number}: стрелки вверх и вниз переходят между этажами`}
            list={{ id: 'floors-list', label: 'Этажи списком' }}
            rail={floors.map((floor) => ({ key: `floor-${floor.id}`, label: String(floor.number), y: floor.position.y, h: floor.position.h }))}
            shapes={floors.map((floor) => ({
              key: `floor-${floor.id}`,
              href: floorHref(floor.number),
              label: floorSummary(floor),
              box: floor.position,
              tone: floor.free_count === 0 ? 'muted' : undefined,
              card: (
                <>
                  <strong className={styles.cardTitle}>Этаж {floor.number}</strong>
                  <span>{freeFlats(floor.free_count)}</span>
                  {floor.free_count ? <span>{priceFrom(floor.min_price)}</span> : null}
                </>
              ),
            }))}
          />
        </div>
        <div className={styles.listColumn}>
          <h3 className={styles.listTitle} id="floors-list">
            Этажи списком
          </h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Этаж</th>
                <th scope="col">Свободно</th>
                <th scope="col">Цена</th>
              </tr>
            </thead>
            <tbody>
              {floors.map((floor) => (
                <tr key={floor.id} className={clsx(floor.free_count === 0 && styles.quiet)} data-testid="floor-row" data-floor={floor.number} data-free={floor.free_count}>
                  <th scope="row">
                    <Link href={floorHref(floor.number)}>Этаж {floor.number}</Link>
                  </th>
                  <td>{floor.free_count}</td>
                  <td>{floor.free_count ? priceFrom(floor.min_price) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Section>
  );
}

export const BuildingLevel = outageSafe(BuildingLevelBlock, { heading: 2 });
