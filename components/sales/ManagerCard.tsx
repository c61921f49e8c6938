import type { ReactNode } from 'react';
import type { Manager } from '@/lib/api/sales-schemas';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import styles from './ManagerCard.module.scss';

/** A manager's portrait, name, position and phone: on the buyer's selection, its PDF and the manager's own page. */
export function ManagerCard({ manager, caption, children }: { manager: Manager; caption?: string; children?: ReactNode }) {
  return (
    <div className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the manager's portrait from the CMS, shown at 96 px */}
      {manager.portrait ? <img className={styles.portrait} src={manager.portrait} alt="" width={96} height={96} /> : null}
      <div className={styles.text}>
        {caption ? <p className={styles.caption}>{caption}</p> : null}
        <p className={styles.name}>{manager.name}</p>
        <p className={styles.position}>{manager.position}</p>
        <a className={styles.phone} href={phoneHref(manager.phone)}>
          {formatPhone(manager.phone)}
        </a>
        {children}
      </div>
    </div>
  );
}
