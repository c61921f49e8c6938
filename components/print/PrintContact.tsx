import type { Contact } from '@/lib/api/schemas';
import type { Manager } from '@/lib/api/sales-schemas';
import { formatPhone } from '@/lib/format/phone';
import styles from './PrintSheet.module.scss';

/** Who the buyer calls, on paper: the manager who printed the sheet (portrait, name, position, phone, email) or the sales office. */
export function PrintContact({ manager, office }: { manager: Manager | null; office: Contact | undefined }) {
  if (manager) {
    return (
      <div className={styles.contact} data-testid="print-contact">
        {/* eslint-disable-next-line @next/next/no-img-element -- the manager's portrait from the CMS */}
        {manager.portrait ? <img className={styles.portrait} src={manager.portrait} alt="" width={64} height={64} /> : null}
        <div>
          <p className={styles.contactCaption}>Ваш менеджер</p>
          <p className={styles.contactName}>{manager.name}</p>
          <p className={styles.contactLine}>{manager.position}</p>
          <p className={styles.contactLine}>
            {formatPhone(manager.phone)} · {manager.email}
          </p>
        </div>
      </div>
    );
  }
  if (!office) return null;
  return (
    <div className={styles.contact} data-testid="print-contact">
      <div>
        <p className={styles.contactCaption}>{office.title}</p>
        <p className={styles.contactName}>{formatPhone(office.phone)}</p>
        <p className={styles.contactLine}>{office.address}</p>
        <p className={styles.contactLine}>{office.working_hours}</p>
      </div>
    </div>
  );
}
