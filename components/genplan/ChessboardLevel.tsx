import Link from 'next/link';
import { Section } from '@/components/content/Section';
import { EmptyState } from '@/components/content/EmptyState';
import { outageSafe } from '@/components/outage/outage-safe';
import { paths } from '@/lib/config/paths';
import { formatArea, formatDecimal, formatMillions, formatPrice } from '@/lib/format/number';
import { genplanHref, type GenplanLevel } from '@/lib/genplan/level';
import { loadBuildingPlan, residentialFloors } from './building-data';
import { ChessFilters } from './ChessFilters';
import { GenplanCrumbs } from './GenplanCrumbs';
import { StatusLegend } from './StatusLegend';
import { roomsShort, statusesOf } from './plan-text';
import styles from './Chessboard.module.scss';


/**
 * The chessboard (шахматка) of a building: every section's floors top to bottom, every flat a cell coloured
 * by status with its rooms and price, opening the lot; the filters dim the cells that do not match.
 */
async function ChessboardLevelBlock({ level }: { level: GenplanLevel }) {
  const plan = level.building === null ? null : await loadBuildingPlan(level.building);
  if (!plan) return <EmptyState text="Такого корпуса нет на генплане." action={{ label: 'К генплану', href: genplanHref({}) }} />;
  const { building } = plan;
  const lots = plan.sections.flatMap((section) => residentialFloors(section).flatMap((floor) => floor.lots));
  const total = lots.length;
  const statuses = statusesOf(lots);
  return (
    <Section caption={`${building.name}: шахматка`}>
      <GenplanCrumbs steps={[{ label: building.name, href: genplanHref({ building: building.id }) }]} current="Шахматка" />
      <ChessFilters statuses={statuses}>
        <p className={styles.count}>
          Подходит <span data-chess-count>{total}</span> из {total} квартир
        </p>
        <StatusLegend statuses={statuses} className={styles.legend} />
        <div className={styles.scroller} tabIndex={0} role="region" aria-label={`Шахматка: ${building.name}`}>
          <div className={styles.sections}>
            {plan.sections.map((section) => (
              <table key={section.id} className={styles.grid}>
                <caption>Секция {section.number}</caption>
                <tbody>
                  {residentialFloors(section).map((floor) => (
                    <tr key={floor.id}>
                      <th scope="row">
                        <Link href={genplanHref({ building: building.id, section: section.number, floor: floor.number })} prefetch={false} aria-label={`Этаж ${floor.number} на плане`}>
                          {floor.number}
                        </Link>
                      </th>
                      {floor.lots.map((lot) => (
                        <td key={lot.id}>
                          <Link
                            href={paths.lot(lot.id)}
                            prefetch={false}
                            className={styles.cell}
                            data-chess-cell=""
                            data-status={lot.status.value}
                            data-rooms={lot.rooms ?? 0}
                            data-price={lot.price}
                            data-lot-id={lot.id}
                            aria-label={`Квартира № ${lot.number}, ${roomsShort(lot.rooms)}, ${formatArea(lot.area)}, ${formatPrice(lot.price)}, ${lot.status.label}`}
                          >
                            <span className={styles.rooms}>{lot.rooms === 0 ? 'С' : lot.rooms}</span>
                            <span className={styles.money}>
                              <span className={styles.priceText}>{formatMillions(lot.price)}</span>
                              <span className={styles.ppmText}>{formatDecimal(lot.price_per_m2)}</span>
                            </span>
                          </Link>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </div>
      </ChessFilters>
    </Section>
  );
}

export const ChessboardLevel = outageSafe(ChessboardLevelBlock, { heading: 2 });
