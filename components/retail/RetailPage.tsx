import Link from 'next/link';
import { CallbackButton } from '@/components/callback/CallbackButton';
import { Section } from '@/components/content/Section';
import { Stats } from '@/components/content/Stats';
import { LotGrid } from '@/components/lots/LotGrid';
import { PageHeading } from '@/components/ui/PageHeading';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { RETAIL_FORM_ID } from '@/lib/config/forms';
import { paths } from '@/lib/config/paths';
import { formatPrice, plural } from '@/lib/format/number';
import { ON_SALE_STATUSES } from '@/lib/lots/status';
import { typograph } from '@/lib/text/typography';
import styles from './RetailPage.module.scss';

/** Premises shown on the page; the catalogue link opens them all. */
const SHOWN = 8;

/**
 * Retail (`/api/commercial_page/` and the commercial lots): the premises in words, figures and a picture,
 * what they offer a business, the premises on sale as the catalogue shows them, and a call for a business.
 */
export async function RetailPage() {
  const api = getServerApi();
  const [page, available] = await Promise.all([
    pageData(() => api.commercialPage()),
    // The same statuses as the list the link opens (lots on sale), so the count is the list.
    optionalData('commercial lots on sale', () => api.realtyList('commercial', { status: [...ON_SALE_STATUSES], page_size: SHOWN })),
  ]);
  return (
    <>
      <PageHeading eyebrow="Ритейл" title={page.title} />
      <section className={styles.intro} aria-label="О помещениях">
        <div className={styles.introText}>
          <p className={styles.lead}>{typograph(page.text)}</p>
          <Stats items={page.stats} inOneRow />
        </div>
        <Picture className={styles.image} src={page.image} alt="Первые этажи корпусов с витринами коммерческих помещений" width={1200} height={750} priority />
        <RenderNote className={styles.imageNote} />
      </section>
      {page.features.length ? (
        <Section caption="Для бизнеса" title="Помещения, в которые приходят">
          <ul className={styles.features}>
            {page.features.map((feature, index) => (
              <li key={feature.title}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.featureTitle}>{typograph(feature.title)}</h3>
                <p className={styles.featureText}>{typograph(feature.text)}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {available ? (
        <Section caption="В продаже" title={`${available.count} ${plural(available.count, LOTS_TYPE_NOUNS.commercial)} в продаже`}>
          {available.facets.price.min !== null ? <p className={styles.priceFrom}>{typograph(`Цены от ${formatPrice(available.facets.price.min)}`)}</p> : null}
          <LotGrid lots={available.results} />
          <Link href={paths.lots('params', 'commercial')} className={styles.all}>
            Смотреть помещения
          </Link>
        </Section>
      ) : null}
      <section className={styles.call} aria-labelledby="retail-call">
        <h2 id="retail-call" className={styles.callTitle}>
          {typograph('Подберём помещение под ваш бизнес')}
        </h2>
        <p className={styles.callText}>{typograph('Расскажем о планировках, мощностях и условиях покупки или аренды, покажем помещения на месте.')}</p>
        <CallbackButton className={styles.callButton} formId={RETAIL_FORM_ID}>
          Обсудить помещение
        </CallbackButton>
      </section>
    </>
  );
}
