import Link from 'next/link';
import type { LotDetail } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { formatDecimal } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import { Section } from '@/components/content/Section';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import styles from './LotWindowView.module.scss';

type ViewFloor = LotDetail['view_floors'][number];

/** The section's heading by the main outlook: 'Вид на парк с 12 этажа'; an outlook the site does not know, by its label. */
const OUTLOOK_PHRASES: Readonly<Record<string, string>> = { park: 'на парк', courtyard: 'во двор', city: 'на город' };
export function viewTitle(view: Pick<ViewFloor, 'outlook' | 'floor'>): string {
  const phrase = OUTLOOK_PHRASES[view.outlook.value];
  return phrase ? `Вид ${phrase} с ${view.floor} этажа` : `Вид с ${view.floor} этажа: ${view.outlook.label.toLowerCase()}`;
}

/** '8,5 ч', or what a north window gets at the equinox. */
function sunText(view: ViewFloor): string {
  return view.sun_hours > 0 ? `${formatDecimal(view.sun_hours)}\u00a0ч` : 'прямого солнца нет';
}

/** The facts under a floor's view: the facing, what is seen, the open sky and the sun. */
function ViewFacts({ view }: { view: ViewFloor }) {
  const rows: Array<[string, string]> = [
    ['Окна', `${view.side.label}, на\u00a0${view.facing.label}`],
    ['В окнах', view.outlook.label],
    ...(view.landmarks.length ? [['Видно', view.landmarks.map((l) => l.label).join(', ')] as [string, string]] : []),
    ['Открытое небо', `${view.openness}\u00a0%`],
    ['Солнце в\u00a0равноденствие', sunText(view)],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{typograph(term)}</dt>
          <dd>{typograph(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The view from the lot's windows (issue 44): the picture rendered from its floor in its windows' direction, what
 * is seen, the open sky and the equinox sun; the floors just below and above on its riser one tap away. The
 * switch is radio buttons and CSS alone (no script): a floor's picture loads when it is chosen (lazy, hidden till then).
 */
export function LotWindowView({ lot }: { lot: LotDetail }) {
  const floors = lot.view_floors;
  const own = floors.find((view) => view.floor === lot.floor);
  if (!own) return null;
  const group = `view-floor-${lot.id}`;
  return (
    <Section belowFold id="view" caption="Вид из окон" title={viewTitle(own)}>
      <div className={styles.view} data-testid="window-view">
        <fieldset className={styles.floors}>
          <legend className={styles.legend}>{typograph('Вид с этажа')}</legend>
          {floors.map((view) => (
            <label key={view.floor} className={styles.floor}>
              <input type="radio" name={group} value={view.floor} defaultChecked={view === own} />
              <span>
                {`${view.floor}\u00a0этаж`}
                {view === own ? <span className={styles.mine}>{typograph(' · эта квартира')}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        {floors.map((view) => (
          <figure key={view.floor} className={styles.pane} data-floor={view.floor} data-testid={`window-view-${view.floor}`}>
            {view.image ? (
              <Picture className={styles.picture} src={view.image.src} alt={view.image.alt} width={view.image.width} height={view.image.height} sizes={IMAGE_SIZES.besideText} />
            ) : null}
            {view.image ? <RenderNote className={styles.pictureNote} /> : null}
            <figcaption className={styles.caption}>
              <ViewFacts view={view} />
              {view !== own && view.lot ? (
                <Link className={styles.neighbour} href={`${paths.lot(view.lot.id)}#view`}>
                  {typograph(`Квартира №\u00a0${view.lot.number} на ${view.floor} этаже · ${view.lot.status.label}`)}
                </Link>
              ) : null}
              <p className={styles.note}>
                {typograph('Вид рассчитан по генплану и высоте этажа: открытое небо — доля неба перед окном, не закрытая соседними домами.')}
              </p>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
