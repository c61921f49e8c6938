import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { ManagerSignIn } from './ManagerSignIn';

/** What a manager's page shows without a session: the heading and the sign-in by SMS code. */
export function ManagerSignInPage({ expired }: { expired: boolean }) {
  return (
    <>
      <PageHeading eyebrow="Отдел продаж" title="Кабинет менеджера" compact />
      <Section>
        <ManagerSignIn expired={expired} />
      </Section>
    </>
  );
}
