import type { LotDetail } from '@/lib/api/schemas';
import { SwipedToImage } from '@/components/ui/SwipedToImage';
import { typograph } from '@/lib/text/typography';
import { LotPlan } from './LotPlan';
import { viewTitle } from './LotWindowView';
import styles from './LotMedia.module.scss';

/** Boxes the plans are fitted into (object-fit: contain): their size is known before the picture loads, so nothing shifts. */
const PLAN_BOX = { width: 480, height: 340 } as const;

/** The flat's plan in its white box: the gallery's first slide, or a sold flat's plan below the similar flats. */
export function FlatPlan({ lot, title, priority = false }: { lot: LotDetail; title: string; priority?: boolean }) {
  if (!lot.images.flat_layout) return null;
  return <LotPlan src={lot.images.flat_layout} alt={`Планировка: ${title}`} className={styles.plan} width={PLAN_BOX.width} height={PLAN_BOX.height} priority={priority} />;
}

type Props = { lot: LotDetail; title: string; priority: boolean };

/**
 * The lot's drawings where the page starts. On a desktop: the flat's plan. On a phone it leads the page, and a
 * swipe goes on to the floor plan (a picture asked for once the visitor swipes: components/ui/SwipedToImage.tsx; the
 * desktop shows the same plan further down) and to the view from the windows (its section, one tap away: the picture
 * itself is shown once, there).
 */
export function LotMedia({ lot, title, priority }: Props) {
  const view = lot.view_floors.find((floor) => floor.floor === lot.floor) ?? null;
  const extra = Boolean(lot.images.floor_plan || view);
  return (
    <div className={styles.media}>
      <div className={styles.slides} data-swipe-strip role={extra ? 'region' : undefined} aria-label={extra ? 'Планировка, план этажа и вид из окон' : undefined} tabIndex={extra ? 0 : undefined} data-testid="lot-media">
        <figure className={styles.slide}>
          <FlatPlan lot={lot} title={title} priority={priority} />
        </figure>
        {lot.images.floor_plan ? (
          <figure className={`${styles.slide} ${styles.phoneSlide}`}>
            <SwipedToImage src={lot.images.floor_plan} alt={`План ${lot.floor} этажа`} className={styles.floorPlan} width={1200} height={600} />
            <figcaption className={styles.caption}>{typograph(`План ${lot.floor} этажа, секция ${lot.section.number}`)}</figcaption>
          </figure>
        ) : null}
        {view ? (
          <figure className={`${styles.slide} ${styles.phoneSlide} ${styles.viewSlide}`}>
            <p className={styles.viewTitle}>{typograph(viewTitle(view))}</p>
            <p className={styles.viewFacts}>
              {typograph(`Окна ${view.side.label}, на\u00a0${view.facing.label} · ${view.outlook.label}${view.landmarks.length ? ` · ${view.landmarks.map((l) => l.label).join(', ')}` : ''}`)}
            </p>
            <a className={styles.viewLink} href="#view">
              {typograph('Смотреть вид из окон')}
            </a>
          </figure>
        ) : null}
      </div>
      {extra ? (
        <p className={styles.hint} aria-hidden="true">
          {typograph(`Листайте: ${['планировка', lot.images.floor_plan ? 'план этажа' : null, view ? 'вид из окон' : null].filter(Boolean).join(' · ')}`)}
        </p>
      ) : null}
    </div>
  );
}
