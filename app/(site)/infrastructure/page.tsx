import type { Metadata } from 'next';
import { CardGrid } from '@/components/content/CardGrid';
import { Section } from '@/components/content/Section';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { plural } from '@/lib/format/number';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = { title: 'Инфраструктура района' };

async function InfrastructurePage() {
  const api = getServerApi();
  const [environment, categories, points] = await Promise.all([
    pageData(() => api.environment()),
    optionalData('map categories', () => api.mapCategories()),
    optionalData('map points', () => api.mapPoints()),
  ]);
  return (
    <>
      <PageHeading eyebrow="Локация" title="Инфраструктура района">
        {environment.text}
      </PageHeading>
      <Section caption="Район">
        <CardGrid headingLevel={2} items={environment.sections.map((section) => ({ key: section.title, title: section.title, text: section.text }))} />
      </Section>
      {categories && points ? (
        <Section caption="Рядом с домом" title="Всё необходимое в пешей доступности">
          <CardGrid
            items={categories.map((category) => {
              const nearest = points.filter((point) => point.category === category.slug).slice(0, 3);
              return {
                key: category.slug,
                title: category.name,
                caption: `${category.count} ${plural(category.count, ['объект', 'объекта', 'объектов'])}`,
                text: nearest.map((point) => `${point.name} — ${point.walk_minutes} мин`).join(' · '),
              };
            })}
          />
        </Section>
      ) : null}
    </>
  );
}

export default outageSafe(InfrastructurePage);
