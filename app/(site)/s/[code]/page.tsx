import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { PageStatus } from '@/components/error/PageStatus';
import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { SelectionClosed } from '@/components/sales/SelectionClosed';
import { SelectionPage } from '@/components/sales/SelectionPage';
import { loadSelection } from '@/components/sales/selection-data';
import { typograph } from '@/lib/text/typography';

// One buyer's selection, live prices and statuses: rendered for each request, never cached, never indexed.
export const instant = false;

type Props = { params: Promise<{ code: string }> };

const PRIVATE = { robots: { index: false, follow: false } } satisfies Metadata;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await loadSelection((await params).code);
  if (data.kind === 'missing') return NOT_FOUND_METADATA;
  if (data.kind === 'open' && data.selection.manager) {
    return { ...PRIVATE, title: 'Подборка квартир', description: `Квартиры, которые подобрал для вас ${data.selection.manager.name}, с ценами на сегодня.` };
  }
  return { ...PRIVATE, title: 'Подборка квартир' };
}

/** /s/{code}: a manager's selection for one buyer (issue 46). */
export default async function SelectionRoute({ params }: Props) {
  const data = await loadSelection((await params).code);
  switch (data.kind) {
    case 'open':
      return <SelectionPage selection={data.selection} />;
    case 'closed':
      return <SelectionClosed closed={data.closed} />;
    case 'missing':
      return <NotFoundPage />;
    case 'limited':
      return (
        <>
          <PageStatus status={429} retryAfter={data.retryAfter} />
          <PageHeading eyebrow="Подборка квартир" title="Слишком много неверных ссылок" compact />
          <Section>
            <p>{typograph('Подождите несколько минут и откройте ссылку ещё раз — или попросите менеджера прислать её снова.')}</p>
          </Section>
        </>
      );
    case 'unavailable':
      return (
        <>
          <PageHeading eyebrow="Подборка квартир" title="Подборка временно недоступна" compact />
          <Section>
            <p>{typograph('Не удалось загрузить подборку. Обновите страницу через минуту.')}</p>
          </Section>
        </>
      );
  }
}
