import type { Metadata } from 'next';
import { Prose } from '@/components/content/Prose';
import { Accordion } from '@/components/ui/Accordion';
import { Section } from '@/components/content/Section';
import { MortgageTable } from '@/components/mortgage/MortgageTable';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = { title: 'Условия покупки' };

async function MortgagePage() {
  const api = getServerApi();
  const [programs, faq] = await Promise.all([pageData(() => api.mortgageList()), optionalData('faq', () => api.faq())]);
  return (
    <>
      <PageHeading eyebrow="Ипотека и рассрочка" title="Условия покупки">
        Ипотека банков-партнёров, семейная и IT-ипотека, беспроцентная рассрочка от застройщика.
      </PageHeading>
      <Section caption="Программы банков-партнёров">
        <MortgageTable programs={programs} />
      </Section>
      {faq?.length ? (
        <Section caption="Вопросы и ответы" title="Частые вопросы">
          <Accordion items={faq.map((entry) => ({ key: entry.id, title: entry.question, content: <Prose html={entry.answer_html} /> }))} />
        </Section>
      ) : null}
    </>
  );
}

export default outageSafe(MortgagePage);
