import Link from 'next/link';
import { paths } from '@/lib/config/paths';
import { SITE_NAME } from '@/lib/config/site';
import { SITE_SECTIONS } from './site-sections';
import styles from './Footer.module.scss';

/** Site footer (SPEC §2): sections, privacy policy, view-on-map link to /contacts. */
export function Footer() {
  return (
    <footer className={styles.footer} data-site-chrome="footer">
      <div className={styles.inner}>
        <nav className={styles.sections} aria-label="Разделы сайта">
          <ul>
            {SITE_SECTIONS.map((section) => (
              <li key={section.href}>
                <Link href={section.href}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.office}>
          <Link href={paths.contacts()} className={styles.mapLink}>
            Посмотреть на карте
          </Link>
        </div>
        <div className={styles.bottom}>
          <span>© {SITE_NAME}</span>
          <Link href={paths.privacy()}>Политика конфиденциальности</Link>
        </div>
      </div>
    </footer>
  );
}
