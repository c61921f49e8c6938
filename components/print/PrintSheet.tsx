import type { Contact, HeaderInfo, LotCard } from '@/lib/api/schemas';
import type { Manager } from '@/lib/api/sales-schemas';
import { formatDate, formatMonthPayment, formatPrice } from '@/lib/format/number';
import { LotStatus } from '@/components/lots/LotStatus';
import { lotFloor, lotPlace, lotTitle } from '@/components/lots/lot-text';
import { capital, lotWords } from '@/lib/lots/lot-words';
import { isSold } from '@/lib/lots/status';
import { LotParameters } from '@/components/lots/LotParameters';
import type { ParameterKey } from '@/components/lots/lot-parameters';
import type { MortgageData } from '@/components/lots/LotMortgage';
import { typograph } from '@/lib/text/typography';
import { PrintBrand } from './PrintBrand';
import { PrintContact } from './PrintContact';
import { PrintLegal } from './PrintLegal';
import { PrintProgrammes } from './PrintProgrammes';
import { QrCode } from './QrCode';
import { readableUrl } from './readable-url';
import styles from './PrintSheet.module.scss';

export type PrintSheetProps = {
  lot: LotCard;
  office: Contact | undefined;
  /** The signed-in manager who prints it (their card instead of the office's), or the selection's manager. */
  manager: Manager | null;
  /** The lot's canonical address (SITE_URL), printed and in the QR code. */
  url: string;
  mortgage?: MortgageData | null;
  /** The CMS's plan as markup (its labels in the site's fonts), or null: the plan as a picture. */
  planMarkup: string | null;
  /** The Moscow date the sheet is printed on (YYYY-MM-DD). */
  printedOn: string;
  /** What the sheet is ('Подборка для Анны Петровой'); by default the lot's noun ('Квартира', 'Машино-место'). */
  caption?: string;
  /** A selection's note for this lot. */
  note?: string;
  /** '2 / 4' in a selection. */
  pageLabel?: string;
  /** The price when the selection was sent, shown when it has changed since. */
  priceThen?: number | null;
  /** The developer's legal facts (header info): the lot's queue's declaration, permit and escrow bank. */
  developer: HeaderInfo['developer'];
};

const PRINTED: ParameterKey[] = ['area', 'rooms', 'floor', 'renovation', 'ceiling', 'completion', 'pricePerM2'];


/**
 * One lot on one A4 page that a manager can send as it is: the brand and the date, the lot and its place, the plan
 * with labels that fit its rooms, where it lies on its floor, price and payment by programme, who to call, and a QR
 * code of the lot's page. On paper the sheet is exactly one page; the plan takes the room the rest leaves.
 */
export function PrintSheet({ lot, office, manager, url, mortgage = null, planMarkup, printedOn, caption, note, pageLabel, priceThen = null, developer }: PrintSheetProps) {
  const sold = isSold(lot.status.value);
  const title = lotTitle(lot);
  const words = lotWords(lot.type);
  return (
    <article className={styles.sheet} data-testid="print-sheet">
      <header className={styles.header}>
        <PrintBrand caption={caption ?? capital(words.one)} />
        <p className={styles.date}>
          {typograph(`На ${formatDate(printedOn)}`)}
          {pageLabel ? <span className={styles.pageLabel}>{pageLabel}</span> : null}
        </p>
      </header>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <LotStatus status={lot.status} size="large" />
      </div>
      <p className={styles.subtitle}>{typograph(`${lot.queue.name} · ${lotPlace(lot)} · этаж ${lotFloor(lot)} · артикул ${lot.vendor_code}`)}</p>
      <div className={styles.body}>
        <figure className={styles.plan}>
          {planMarkup ? (
            <div className={styles.planDrawing} role="img" aria-label={`Планировка: ${title}`} data-testid="print-plan" dangerouslySetInnerHTML={{ __html: planMarkup }} />
          ) : lot.images.flat_layout ? (
            // eslint-disable-next-line @next/next/no-img-element -- the CMS's SVG plan, when it cannot be put into the page
            <img className={styles.planDrawing} src={lot.images.flat_layout} alt={`Планировка: ${title}`} />
          ) : null}
        </figure>
        <div className={styles.side}>
          <div className={styles.priceBlock}>
            <p className={styles.price}>{sold ? lot.status.label : formatPrice(lot.price)}</p>
            {!sold && lot.old_price ? <p className={styles.small}>{typograph(`Цена без скидки: ${formatPrice(lot.old_price)}`)}</p> : null}
            {!sold && priceThen !== null && priceThen !== lot.price ? <p className={styles.small}>{typograph(`При отправке подборки: ${formatPrice(priceThen)}`)}</p> : null}
            {!sold && lot.month_payment ? <p className={styles.small}>{formatMonthPayment(lot.month_payment)}</p> : null}
          </div>
          <LotParameters lot={lot} keys={PRINTED} compact />
          {lot.images.floor_plan ? (
            <figure className={styles.floor}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the floor's SVG plan with this flat marked, from the CMS */}
              <img src={lot.images.floor_plan} alt={`Расположение на этаже ${lot.floor}`} />
              <figcaption>{typograph(`Расположение на этаже ${lot.floor}`)}</figcaption>
            </figure>
          ) : null}
        </div>
      </div>
      {note ? (
        <blockquote className={styles.note}>
          <p className={styles.noteCaption}>Комментарий менеджера</p>
          <p>{note}</p>
        </blockquote>
      ) : null}
      {mortgage && !sold ? <PrintProgrammes price={lot.price} mortgage={mortgage} /> : null}
      <footer className={styles.footer}>
        <PrintContact manager={manager} office={office} />
        <div className={styles.link}>
          <QrCode value={url} label={`QR-код: ${title} на сайте`} className={styles.qr} />
          <p>
            <span className={styles.linkCaption}>{typograph(`${capital(words.one)} на сайте`)}</span>
            <span className={styles.url}>{readableUrl(url)}</span>
          </p>
        </div>
        <PrintLegal developer={developer} queueId={lot.queue.id} />
        <p className={styles.disclaimer}>
          {typograph(`Цена, статус и наличие — на ${formatDate(printedOn)}; актуальные всегда на сайте. Не является публичной офертой.`)}
        </p>
      </footer>
    </article>
  );
}
