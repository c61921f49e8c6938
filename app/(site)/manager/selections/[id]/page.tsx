import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { ManagerSignInPage } from '@/components/sales/ManagerSignInPage';
import { ManagerUnavailable } from '@/components/sales/ManagerUnavailable';
import { SelectionEditor } from '@/components/sales/SelectionEditor';
import { loadForManager } from '@/components/sales/manager-data';
import { paths } from '@/lib/config/paths';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { selectionName } from '@/lib/sales/selection-text';
import { typograph } from '@/lib/text/typography';
import { moscowDate } from '@/lib/validation/selection-rules';

// One manager's selection (the session cookie): rendered for each request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Подборка — кабинет менеджера', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

export default async function ManagerSelectionPage({ params }: Props) {
  const { id } = await params;
  const selectionId = /^\d{1,12}$/.test(id) ? Number(id) : null;
  const result = await loadForManager((api, token) => (selectionId === null ? Promise.reject(new Error('bad id')) : api.selection(token, selectionId)));
  if (result.kind === 'unavailable' && selectionId !== null) return <ManagerUnavailable />;
  if (result.kind === 'signed-out' || result.kind === 'expired') return <ManagerSignInPage expired={result.kind === 'expired'} />;
  if (result.kind !== 'ok') {
    return (
      <>
        <PageHeading eyebrow="Кабинет менеджера" title="Подборка недоступна" compact />
        <Section>
          <p>{typograph(result.kind === 'missing' ? result.detail : 'Подборка не найдена.')}</p>
          <p>
            <Link href={paths.manager()}>Все подборки</Link>
          </p>
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHeading eyebrow="Кабинет менеджера" title={selectionName(result.data)} compact>
        <Link href={paths.manager()}>← Все подборки</Link>
      </PageHeading>
      <Section>
        <SelectionEditor initial={result.data} today={moscowDate(result.now)} origin={new URL(absoluteUrl('/')).origin} />
      </Section>
    </>
  );
}
