import { degradedPageLife } from '@/lib/api/cms-answers';
import { getEnv } from '@/lib/config/env';
import { formatPhone } from '@/lib/format/phone';
import { CallbackButton } from '@/components/callback/CallbackButton';
import { OUTAGE_TITLE } from './outage-texts';
import styles from './OutageView.module.scss';
import { typograph } from '@/lib/text/typography';


/**
 * What a page shows when the CMS is unavailable and nothing of it was kept: a designed page (status 200,
 * not indexed, kept only briefly) with the sales office's phone from configuration and the callback form,
 * which keeps working (leads wait in the outbox until the CMS is back). `callback` false where the page has
 * no panel to open (the bare print layout).
 */
export type OutageOptions = { heading?: 1 | 2; callback?: boolean };

export async function OutageView({ heading = 1, callback = true }: OutageOptions) {
  await degradedPageLife();
  const phone = getEnv().SALES_OFFICE_PHONE;
  const Title = heading === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.outage} aria-labelledby="outage-title" data-outage="">
      <meta name="robots" content="noindex" />
      <div className={styles.text}>
        <p className={styles.eyebrow}>Обновляем данные</p>
        <Title id="outage-title" className={styles.title}>
          {OUTAGE_TITLE}
        </Title>
        <p className={styles.message}>
          {typograph('Мы уже восстанавливаем связь с базой квартир. Отдел продаж работает как обычно: позвоните или оставьте заявку, и менеджер перезвонит, подберёт квартиру и расскажет об условиях покупки.')}
        </p>
      </div>
      <div className={styles.contact}>
        <p className={styles.label}>Отдел продаж</p>
        <a className={styles.phone} href={`tel:${phone}`}>
          {formatPhone(phone)}
        </a>
        {callback ? <CallbackButton className={styles.request} /> : null}
      </div>
    </section>
  );
}
