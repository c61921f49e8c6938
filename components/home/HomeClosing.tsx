import { CallbackButton } from '@/components/callback/CallbackButton';
import type { Contact } from '@/lib/api/schemas';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { typograph } from '@/lib/text/typography';
import styles from './HomeTeasers.module.scss';

/** The page's last word: a call back from a manager, and the sales office to come to. */
export function HomeClosing({ office }: { office: Contact | null }) {
  return (
    <section className={styles.closingBand} aria-labelledby="home-closing">
      <div className={styles.closing}>
        <div className={styles.closingText}>
          <h2 id="home-closing" className={styles.closingTitle}>
            {typograph('Расскажем о квартирах и условиях покупки')}
          </h2>
          <p className={styles.closingLead}>
            {typograph('Менеджер перезвонит, подберёт планировки под ваш запрос и пригласит на экскурсию по стройке и шоуруму.')}
          </p>
          <CallbackButton className={styles.closingButton} />
        </div>
        {office ? (
          <address className={styles.office}>
            <p className={styles.meta}>{office.title}</p>
            <p>{typograph(office.address)}</p>
            <p>{typograph(office.working_hours)}</p>
            <a href={phoneHref(office.phone)} className={styles.officePhone}>
              {formatPhone(office.phone)}
            </a>
          </address>
        ) : null}
      </div>
    </section>
  );
}
