import type { Metadata } from 'next';
import { CardGrid } from '@/components/content/CardGrid';
import { Section } from '@/components/content/Section';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = { title: 'Команда' };

async function TeamPage() {
  const team = await pageData(() => getServerApi().team());
  return (
    <>
      <PageHeading eyebrow="О проекте" title="Команда" />
      <Section caption="Над проектом работают">
        <CardGrid items={team.map((m) => ({ key: m.id, title: m.name, caption: m.role, text: m.description, image: { src: m.logo, alt: '' } }))} />
      </Section>
    </>
  );
}

export default outageSafe(TeamPage);
