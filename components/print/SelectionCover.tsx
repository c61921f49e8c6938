import type { PublicSelection } from '@/lib/api/sales-schemas';
import { lotFullTitle } from '@/components/lots/lot-text';
import { formatArea, formatDate, formatPrice } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import { PrintBrand } from './PrintBrand';
import { PrintContact } from './PrintContact';
import { QrCode } from './QrCode';
import { readableUrl } from './readable-url';
import styles from './PrintSheet.module.scss';

type Props = { selection: PublicSelection; title: string; url: string; printedOn: string; pageLabel: string };

/** The first page of a selection's PDF: the complex, for whom, the manager's note, the flats inside with their pages, who to call. */
export function SelectionCover({ selection, title, url, printedOn, pageLabel }: Props) {
  return (
    <article className={`${styles.sheet} ${styles.cover}`} data-testid="print-sheet">
      <header className={styles.header}>
        <PrintBrand caption="Подборка квартир" />
        <p className={styles.date}>
          {typograph(`На ${formatDate(printedOn)}`)}
          <span className={styles.pageLabel}>{pageLabel}</span>
        </p>
      </header>
      <div className={styles.coverBody}>
        <h1 className={styles.coverTitle}>{typograph(title)}</h1>
        {selection.note ? <p className={styles.coverNote}>{selection.note}</p> : null}
        <ol className={styles.coverList}>
          {selection.lots.map((entry, index) => (
            <li key={entry.lot.id}>
              <span>{typograph(`${index + 1}. ${lotFullTitle(entry.lot)}, ${formatArea(entry.lot.area)}`)}</span>
              <span>
                {entry.lot.status.value === 'sold' ? entry.lot.status.label : formatPrice(entry.lot.price)} · стр. {index + 2}
              </span>
            </li>
          ))}
        </ol>
        <p className={styles.small}>{typograph(`Подборка действует до ${formatDate(selection.valid_until)} Цены и статусы — на дату печати; актуальные — по ссылке.`)}</p>
      </div>
      <footer className={styles.footer}>
        <PrintContact manager={selection.manager} office={undefined} />
        <div className={styles.link}>
          <QrCode value={url} label="QR-код: подборка на сайте" className={styles.qr} />
          <p>
            <span className={styles.linkCaption}>{typograph('Подборка на сайте')}</span>
            <span className={styles.url}>{readableUrl(url)}</span>
          </p>
        </div>
        <p className={styles.disclaimer}>Не является публичной офертой.</p>
      </footer>
    </article>
  );
}
