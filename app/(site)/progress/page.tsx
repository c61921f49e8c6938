import type { Metadata } from 'next';
import { CardGrid } from '@/components/content/CardGrid';
import { Lead } from '@/components/content/Lead';
import { Section } from '@/components/content/Section';
import { Stats } from '@/components/content/Stats';
import { QueueShown } from '@/components/layout/queue/QueueShown';
import { QueueTabs } from '@/components/layout/queue/QueueTabs';
import { PageHeading } from '@/components/ui/PageHeading';
import { getLayoutData } from '@/lib/api/layout-data';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { visitorQueueId } from '@/lib/api/visitor-queue';
import { paths } from '@/lib/config/paths';
import { shownQueue } from '@/lib/queue/chosen-queue';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import { outageSafe } from '@/components/outage/outage-safe';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

export const metadata: Metadata = { title: 'Ход строительства' };

type Props = { searchParams: Promise<SearchParams> };

/** Construction progress of one queue (the URL's, else the visitor's choice, else the first). */
async function ProgressPage({ searchParams }: Props) {
  const api = getServerApi();
  const search = await searchParams;
  const { queues } = await getLayoutData();
  const queue = shownQueue(queues, search.queue, await visitorQueueId());
  const [months, description] = await Promise.all([
    pageData(() => api.constructionProgress({ queue: queue?.id })),
    optionalData('project description', () => api.projectDescription()),
  ]);
  const latest = months[0];
  return (
    <>
      <PageHeading eyebrow={queue && queues.length > 1 ? `Стройка · ${queue.name}` : 'Стройка'} title="Ход строительства">
        {description?.text}
      </PageHeading>
      {queue && firstParam(search.queue) === String(queue.id) ? <QueueShown id={queue.id} /> : null}
      <Section caption="Готовность">
        {queue ? <QueueTabs queues={queues} shown={queue} href={(q) => `${paths.progress()}?queue=${q.id}`} label="Очередь строительства" /> : null}
        <Stats
          items={[
            ...(latest ? [{ value: `${latest.percent}%`, label: queue && queues.length > 1 ? `Готовность: ${queue.name}` : 'Готовность' }] : []),
            ...(description ? [{ value: `${description.completion_percent}%`, label: 'Общая готовность комплекса' }] : []),
            { value: String(months.length), label: 'Фотоотчётов' },
          ]}
        />
        {description ? <Lead>Сроки ввода: {description.deadline}.</Lead> : null}
      </Section>
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

export default outageSafe(ProgressPage);
