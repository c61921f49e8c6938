import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { PageStatus } from '@/components/error/PageStatus';
import { loadMortgage } from '@/components/mortgage/mortgage-data';
import { PrintSheet } from '@/components/print/PrintSheet';
import { getLayoutData } from '@/lib/api/layout-data';
import { PrintToolbar } from '@/components/print/PrintToolbar';
import { SelectionCover } from '@/components/print/SelectionCover';
import { printContext } from '@/components/print/print-context';
import { loadSelection } from '@/components/sales/selection-data';
import { inlinePlanMarkup } from '@/lib/api/inline-plan';
import { optionalData } from '@/lib/api/policy';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { paths } from '@/lib/config/paths';
import { selectionName } from '@/lib/sales/selection-text';
import styles from '@/components/print/PrintSheet.module.scss';

// One buyer's selection at printing time: rendered for each request, never cached, never indexed.
export const instant = false;

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await loadSelection((await params).code);
  if (data.kind === 'missing') return NOT_FOUND_METADATA;
  return { title: 'Подборка квартир — PDF', robots: { index: false, follow: false } };
}

/** /print/s/{code}: a selection as the PDF a manager attaches to a message — a cover, then one A4 page per lot. */
export default async function SelectionPrintPage({ params }: Props) {
  const data = await loadSelection((await params).code);
  if (data.kind === 'missing') return <NotFoundPage />;
  if (data.kind !== 'open') {
    // Answered as the buyer's page answers: 410 for a closed selection, 429 (with Retry-After) past the guesses allowed.
    const title = { closed: 'Подборка больше не действует', limited: 'Слишком много неверных ссылок', unavailable: 'Подборка временно недоступна' }[data.kind];
    return (
      <main className={styles.pages}>
        {data.kind === 'closed' ? <PageStatus status={410} /> : null}
        {data.kind === 'limited' ? <PageStatus status={429} retryAfter={data.retryAfter} /> : null}
        <article className={styles.sheet}>
          <h1 className={styles.title}>{title}</h1>
        </article>
      </main>
    );
  }
  const { selection } = data;
  const [mortgage, plans, context, layout] = await Promise.all([
    optionalData('mortgage', loadMortgage),
    Promise.all(selection.lots.map((entry) => (entry.lot.images.flat_layout ? inlinePlanMarkup(entry.lot.images.flat_layout) : null))),
    printContext(),
    getLayoutData(),
  ]);
  const title = selection.title ? selectionName({ id: 0, title: selection.title }) : 'Подборка квартир';
  const pages = selection.lots.length + 1;
  return (
    <main className={styles.pages}>
      <PrintToolbar hint={`${pages} страниц A4: обложка и по странице на квартиру. Распечатайте или сохраните в PDF.`} />
      <SelectionCover selection={selection} title={title} url={absoluteUrl(paths.selection(selection.code))} printedOn={context.printedOn} pageLabel={`1 / ${pages}`} />
      {selection.lots.map((entry, index) => (
        <PrintSheet
          key={entry.lot.id}
          lot={entry.lot}
          office={undefined}
          manager={selection.manager}
          url={absoluteUrl(paths.lot(entry.lot.id))}
          mortgage={entry.lot.type === 'apartments' ? mortgage : null}
          planMarkup={plans[index] ?? null}
          printedOn={context.printedOn}
          caption={title}
          note={entry.note}
          pageLabel={`${index + 2} / ${pages}`}
          priceThen={entry.price_at_publish}
          developer={layout.headerInfo?.developer ?? null}
        />
      ))}
    </main>
  );
}
