'use client';

import { formatPhone, phoneHref } from '@/lib/format/phone';
import { SALES_OFFICE_SLUG } from '@/lib/config/contacts';
import { useSiteStore } from '@/store/StoreProvider';
import styles from './CallbackPanel.module.scss';

type Props = { formId: string; onDone: () => void };

/**
 * The body of the 'Заказать звонок' side panel. Until the callback form lands (forms issue) it
 * gives the sales office's phone and hours, so a visitor can still reach a manager.
 */
export function CallbackPanel({ formId }: Props) {
  const contacts = useSiteStore((s) => s.contacts);
  const office = contacts.find((c) => c.slug === SALES_OFFICE_SLUG) ?? contacts[0];
  return (
    <div className={styles.panel} data-form-id={formId}>
      {office ? (
        <>
          <p className={styles.text}>Позвоните в офис продаж — менеджер ответит на вопросы и подберёт квартиру.</p>
          <a className={styles.phone} href={phoneHref(office.phone)}>
            {formatPhone(office.phone)}
          </a>
          <p className={styles.text}>{office.working_hours}</p>
        </>
      ) : null}
    </div>
  );
}
