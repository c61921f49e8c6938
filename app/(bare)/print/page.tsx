import type { Metadata } from 'next';
import { cache } from 'react';
import { PrintSheet } from '@/components/print/PrintSheet';
import { PrintToolbar } from '@/components/print/PrintToolbar';
import { printContext } from '@/components/print/print-context';
import { inlinePlanMarkup } from '@/lib/api/inline-plan';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { getLayoutData, salesOffice } from '@/lib/api/layout-data';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageDataOrMissing } from '@/lib/api/policy';
import { loadMortgage } from '@/components/mortgage/mortgage-data';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { paths } from '@/lib/config/paths';
import { lotTitle } from '@/components/lots/lot-text';
import { isLotIdOrCode } from '@/lib/routes/lots-route';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import styles from '@/components/print/PrintSheet.module.scss';
import { outageSafe } from '@/components/outage/outage-safe';
import { metadataSafe } from '@/components/outage/outage-metadata';
import { typograph } from '@/lib/text/typography';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

type Props = { searchParams: Promise<SearchParams> };

/** Metadata and page share one request for the lot. */
const loadLot = cache((id: string) => pageDataOrMissing(() => getServerApi().realtyItem(id)));

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(pageMetadata);

async function pageMetadata({ searchParams }: Props): Promise<Metadata> {
  const id = firstParam((await searchParams).id);
  if (!id) return { title: 'Версия для печати', robots: { index: false } };
  const lot = isLotIdOrCode(id) ? await loadLot(id) : null;
  if (!lot) return NOT_FOUND_METADATA;
  return { title: `${lotTitle(lot)} — версия для печати`, robots: { index: false } };
}

/** The print/PDF view of a lot (bare layout, one A4 page). */
async function PrintPage({ searchParams }: Props) {
  const id = firstParam((await searchParams).id);
  if (!id) {
    return (
      <main>
        <article className={styles.sheet}>
          <h1 className={styles.title}>Версия для печати</h1>
          <p>{typograph('Откройте версию для печати со страницы квартиры — кнопка «Версия для печати» рядом с ценой.')}</p>
        </article>
      </main>
    );
  }
  const [lot, layout] = await Promise.all([isLotIdOrCode(id) ? loadLot(id) : null, getLayoutData()]);
  if (!lot) return <NotFoundPage />;
  const [mortgage, planMarkup, context] = await Promise.all([
    lot.type === 'apartments' ? optionalData('mortgage', loadMortgage) : null,
    lot.images.flat_layout ? inlinePlanMarkup(lot.images.flat_layout) : null,
    printContext(),
  ]);
  return (
    <main className={styles.pages}>
      <PrintToolbar hint="Одна страница A4: распечатайте или сохраните в PDF и отправьте покупателю." />
      <PrintSheet
        lot={lot}
        office={salesOffice(layout.contacts)}
        manager={context.manager}
        url={absoluteUrl(paths.lot(lot.id))}
        mortgage={mortgage}
        planMarkup={planMarkup}
        printedOn={context.printedOn}
        developer={layout.headerInfo?.developer ?? null}
      />
    </main>
  );
}

export default outageSafe(PrintPage, { callback: false });
