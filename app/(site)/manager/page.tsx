import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { ManagerHome } from '@/components/sales/ManagerHome';
import { ManagerSignInPage } from '@/components/sales/ManagerSignInPage';
import { ManagerUnavailable } from '@/components/sales/ManagerUnavailable';
import { loadForManager } from '@/components/sales/manager-data';

// One manager's selections (the session cookie): rendered for each request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Кабинет менеджера', robots: { index: false, follow: false } };

export default async function ManagerPage() {
  const result = await loadForManager((api, token) => api.home(token));
  if (result.kind === 'ok') {
    return (
      <>
        <PageHeading eyebrow="Кабинет менеджера" title="Подборки" compact />
        <Section>
          <ManagerHome home={result.data} now={result.now} />
        </Section>
      </>
    );
  }
  if (result.kind === 'unavailable') return <ManagerUnavailable />;
  return <ManagerSignInPage expired={result.kind === 'expired'} />;
}
