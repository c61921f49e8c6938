import Link from 'next/link';
import { getLayoutData, salesOffice } from '@/lib/api/layout-data';
import { paths } from '@/lib/config/paths';
import { SITE_NAME } from '@/lib/config/site';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { legalLine } from '@/lib/legal/legal-line';
import { typograph } from '@/lib/text/typography';
import { WholeNumbers } from '@/components/ui/WholeNumbers';
import { FooterDocuments } from './FooterDocuments';
import { MENU_ITEMS } from './menu/menu-items';
import styles from './Footer.module.scss';

/** Site footer (SPEC §2): sections, sales office, social links, documents, privacy, map link. */
export async function Footer() {
  const { contacts, headerInfo } = await getLayoutData();
  const developer = headerInfo?.developer ?? null;
  const office = salesOffice(contacts);
  return (
    <footer className={styles.footer} data-site-chrome="footer">
      <div className={styles.inner}>
        <nav className={styles.sections} aria-label="Разделы сайта">
          <ul>
            {MENU_ITEMS.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.office}>
          {office ? (
            <>
              <p className={styles.caption}>{office.title}</p>
              <a href={phoneHref(office.phone)} className={styles.phone}>
                {formatPhone(office.phone)}
              </a>
              <p>{office.working_hours}</p>
              <p>{office.address}</p>
              {office.socials.length ? (
                <ul className={styles.socials} aria-label="Мы в социальных сетях">
                  {office.socials.map((social) => (
                    <li key={social.url}>
                      <a href={social.url} target="_blank" rel="noopener noreferrer">
                        {social.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
          <Link href={paths.contacts()} className={styles.mapLink}>
            Посмотреть на&nbsp;карте
          </Link>
        </div>
        <FooterDocuments />
        {developer ? (
          <div className={styles.developer} data-testid="footer-developer">
            <p>
              <WholeNumbers text={typograph(legalLine(developer, { brand: true, offer: 'site' }))} />
            </p>
            {developer.declaration ? (
              <a href={developer.declaration} target="_blank" rel="noopener noreferrer">
                Проектная декларация
              </a>
            ) : null}
            {developer.queues.map((queue) => (
              <a key={queue.queue} href={queue.declaration.url} target="_blank" rel="noopener noreferrer" data-testid="footer-register">
                {`Декларация ${queue.queue}\u00a0очереди на\u00a0наш.дом.рф`}
              </a>
            ))}
          </div>
        ) : null}
        <div className={styles.bottom}>
          <span>© {SITE_NAME}</span>
          <Link href={paths.privacy()}>Политика конфиденциальности</Link>
        </div>
      </div>
    </footer>
  );
}

/**
 * The developer's legal line, as advertising of flats under construction must give it: the developer's name and
 * requisites, each queue's permit, the escrow bank, and that the site is not a public offer.
 */
