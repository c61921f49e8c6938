import Link from 'next/link';
import type { PublicSelection } from '@/lib/api/sales-schemas';
import { CallbackButton } from '@/components/callback/CallbackButton';
import { LotCard } from '@/components/lots/LotCard';
import { LotStatus } from '@/components/lots/LotStatus';
import { lotFinish, lotFloor, lotPlace, lotTitle } from '@/components/lots/lot-text';
import { capital, lotWords } from '@/lib/lots/lot-words';
import { Picture } from '@/components/ui/Picture';
import { paths } from '@/lib/config/paths';
import { formatArea, formatDate, formatMonthPayment, formatPrice } from '@/lib/format/number';
import { isFree, isSold } from '@/lib/lots/status';
import { selectionName } from '@/lib/sales/selection-text';
import { typograph } from '@/lib/text/typography';
import { ManagerCard } from './ManagerCard';
import { SelectionViewBeacon } from './SelectionViewBeacon';
import styles from './SelectionPage.module.scss';
import { planThumbnail } from '@/lib/lots/plan-thumbnail';

type Entry = PublicSelection['lots'][number];

/** The manager's note as paragraphs (a blank line between them). */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
  return (
    <div className={className}>
      {parts.map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </div>
  );
}

/** The price now; when it moved since the selection was sent, the price then, so the buyer sees the change. */
function Price({ entry }: { entry: Entry }) {
  const { lot, price_at_publish: then } = entry;
  const moved = then !== null && then !== lot.price;
  return (
    <div className={styles.price}>
      <p className={styles.priceNow} data-testid="selection-price">
        {isSold(lot.status.value) ? <span className="visually-hidden">Последняя цена: </span> : null}
        {formatPrice(lot.price)}
      </p>
      {moved ? (
        <p className={styles.priceThen} data-testid="selection-price-then">
          {typograph(`${lot.price > then ? 'Цена выросла' : 'Цена снизилась'}: при отправке подборки было ${formatPrice(then)}`)}
        </p>
      ) : null}
      {lot.month_payment && !isSold(lot.status.value) ? (
        <p className={styles.monthly}>
          {formatMonthPayment(lot.month_payment)}
          {lot.month_payment_program ? typograph(` · ${lot.month_payment_program.program}`) : null}
        </p>
      ) : null}
    </div>
  );
}

/** One lot of the selection: the plan, what it is, the live price and status, the manager's note; similar free flats when it is gone. */
function SelectionLot({ entry, index }: { entry: Entry; index: number }) {
  const { lot } = entry;
  const title = lotTitle(lot);
  const free = isFree(lot.status.value);
  return (
    <li className={styles.lot} data-testid="selection-lot" data-lot-id={lot.id} data-status={lot.status.value}>
      <div className={styles.lotMain}>
        <div className={styles.plan}>
          {lot.images.flat_layout ? <Picture src={planThumbnail(lot.images.flat_layout)} alt={`Планировка: ${title}`} width={480} height={340} priority={index === 0} /> : null}
        </div>
        <div className={styles.facts}>
          <p className={styles.number}>{String(index + 1).padStart(2, '0')}</p>
          <LotStatus status={lot.status} />
          <h2 className={styles.lotTitle}>
            <Link href={paths.lot(lot.id)}>{title}</Link>
          </h2>
          <p className={styles.place}>{typograph(`${lotPlace(lot)} · этаж ${lotFloor(lot)}`)}</p>
          <p className={styles.meta}>{typograph([formatArea(lot.area), lotFinish(lot), `сдача ${lot.completion}`].filter(Boolean).join(' · '))}</p>
          <Price entry={entry} />
          {entry.note ? (
            <blockquote className={styles.note}>
              <p className={styles.noteCaption}>Комментарий менеджера</p>
              <Paragraphs text={entry.note} />
            </blockquote>
          ) : null}
        </div>
      </div>
      {!free && entry.similar.length ? (
        <div className={styles.similar}>
          <h3 className={styles.similarTitle}>{typograph(`${capital(lotWords(lot.type).one)} уже ${lot.status.label.toLowerCase()} — похожие свободные`)}</h3>
          <div className={styles.similarGrid}>
            {entry.similar.map((similar) => (
              <LotCard key={similar.id} lot={similar} headingLevel={3} />
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** A manager's selection as its buyer opens it (issue 46): live prices and statuses, the manager to call. */
export function SelectionPage({ selection }: { selection: PublicSelection }) {
  const heading = selection.title ? selectionName({ id: 0, title: selection.title }) : 'Подборка квартир';
  return (
    <article className={styles.page}>
      <SelectionViewBeacon code={selection.code} />
      <header className={styles.hero}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Резиденция «Вереск» · подборка менеджера</p>
          <h1 className={styles.title}>{typograph(heading)}</h1>
          {selection.note ? <Paragraphs text={selection.note} className={styles.cover} /> : null}
          <p className={styles.validity}>
            {typograph(`Подборка действует до ${formatDate(selection.valid_until)} Цены и статусы квартир — на сегодня, они обновляются сами.`)}
          </p>
        </div>
        {selection.manager ? (
          <aside className={styles.manager} aria-label="Ваш менеджер">
            <ManagerCard manager={selection.manager} caption="Ваш менеджер" />
            <div className={styles.managerActions}>
              <CallbackButton className={styles.primary}>{typograph('Связаться с менеджером')}</CallbackButton>
              <Link className={styles.secondary} href={paths.printSelection(selection.code)} target="_blank" prefetch={false}>
                Скачать PDF
              </Link>
            </div>
          </aside>
        ) : null}
      </header>
      <ol className={styles.lots} aria-label="Квартиры подборки">
        {selection.lots.map((entry, index) => (
          <SelectionLot key={entry.lot.id} entry={entry} index={index} />
        ))}
      </ol>
    </article>
  );
}
