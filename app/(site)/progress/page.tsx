import type { Metadata } from 'next';
import { CardGrid } from '@/components/content/CardGrid';
import { Lead } from '@/components/content/Lead';
import { Section } from '@/components/content/Section';
import { Stats } from '@/components/content/Stats';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';

export const metadata: Metadata = { title: 'Ход строительства' };

export default async function ProgressPage() {
  const api = getServerApi();
  const [months, description] = await Promise.all([
    pageData(() => api.constructionProgress()),
    optionalData('project description', () => api.projectDescription()),
  ]);
  return (
    <>
      <PageHeading eyebrow="Стройка" title="Ход строительства">
        {description?.text}
      </PageHeading>
      {description ? (
        <Section caption="Готовность">
          <Stats
            items={[
              { value: `${description.completion_percent}%`, label: 'Общая готовность' },
              { value: String(months.length), label: 'Фотоотчётов' },
            ]}
          />
          <Lead>Сроки ввода: {description.deadline}.</Lead>
        </Section>
      ) : null}
      <Section caption="Фотоотчёты по месяцам">
        <CardGrid
          headingLevel={2}
          items={months.map((month) => ({
            key: month.id,
            title: month.title,
            caption: `${month.photos_count} фото · готовность ${month.percent}%`,
            text: month.text,
            image: month.cover ? { src: month.cover, alt: `Стройплощадка, ${month.title.toLowerCase()}` } : null,
          }))}
        />
      </Section>
    </>
  );
}
