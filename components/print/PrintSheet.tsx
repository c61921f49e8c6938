import type { Contact, LotCard } from '@/lib/api/schemas';
import { SITE_NAME } from '@/lib/config/site';
import { formatMonthPayment, formatPrice } from '@/lib/format/number';
import { formatPhone } from '@/lib/format/phone';
import { LotStatus } from '@/components/lots/LotStatus';
import { lotPlace, lotTitle } from '@/components/lots/lot-text';
import { isSold } from '@/lib/lots/status';
import { LotParameters } from '@/components/lots/LotParameters';
import type { ParameterKey } from '@/components/lots/lot-parameters';
import type { MortgageData } from '@/components/lots/LotMortgage';
import { PrintButton } from './PrintButton';
import { PrintProgrammes } from './PrintProgrammes';
import styles from './PrintSheet.module.scss';
import { typograph } from '@/lib/text/typography';

type Props = { lot: LotCard; office: Contact | undefined; url: string; mortgage?: MortgageData | null };

const PRINTED: ParameterKey[] = ['area', 'rooms', 'building', 'section', 'floor', 'number', 'renovation', 'ceiling', 'completion', 'pricePerM2'];

/** One lot on one A4 page: layout, key parameters, price, the sales office and the lot's address. */
export function PrintSheet({ lot, office, url, mortgage = null }: Props) {
  return (
    <article className={styles.sheet}>
      <header className={styles.header}>
        <p className={styles.brand}>{SITE_NAME}</p>
        <PrintButton />
      </header>
      <h1 className={styles.title}>{lotTitle(lot)}</h1>
      <p className={styles.subtitle}>
        <LotStatus status={lot.status} size="large" /> {lot.queue.name} · {lotPlace(lot)} · артикул {lot.vendor_code}
      </p>
      <div className={styles.body}>
        {lot.images.flat_layout ? (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
          <img src={lot.images.flat_layout} alt={`Планировка: ${lotTitle(lot)}`} className={styles.layout} />
        ) : null}
        <div>
          {isSold(lot.status.value) ? (
            <p className={styles.price}>Продана</p>
          ) : (
            <>
              <p className={styles.price}>{formatPrice(lot.price)}</p>
              {lot.old_price ? <p className={styles.oldPrice}>Цена без скидки: {formatPrice(lot.old_price)}</p> : null}
              {lot.month_payment ? <p className={styles.monthly}>{formatMonthPayment(lot.month_payment)}</p> : null}
            </>
          )}
          <LotParameters lot={lot} keys={PRINTED} compact />
        </div>
      </div>
      {mortgage && !isSold(lot.status.value) ? <PrintProgrammes price={lot.price} mortgage={mortgage} /> : null}
      <footer className={styles.footer}>
        {office ? (
          <p>
            {office.title}: {formatPhone(office.phone)} · {office.address} · {office.working_hours}
          </p>
        ) : null}
        <p className={styles.url}>{url}</p>
        <p className={styles.disclaimer}>{typograph('Цена и наличие действительны на дату печати. Не является публичной офертой.')}</p>
      </footer>
    </article>
  );
}
