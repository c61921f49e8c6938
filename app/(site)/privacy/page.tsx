import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { Prose } from '@/components/content/Prose';
import { Section } from '@/components/content/Section';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { formatDate } from '@/lib/format/number';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = sitePageMetadata('privacy');

async function PrivacyPage() {
  const policy = await pageData(() => getServerApi().privacyPolicy());
  return (
    <>
      <PageHeading eyebrow="Документы" title="Политика конфиденциальности">
        {policy.title}. Редакция от {formatDate(policy.updated_at)}
      </PageHeading>
      <Section caption="Текст политики">
        <Prose html={policy.body_html} />
      </Section>
    </>
  );
}

export default outageSafe(PrivacyPage);
