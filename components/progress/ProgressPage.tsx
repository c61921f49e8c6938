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
import { formatPercent } from '@/lib/format/number';
import { shownQueue } from '@/lib/queue/chosen-queue';
import { MONTH_PARAM, progressHref, type ProgressView } from '@/lib/routes/progress-view';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import { MonthPicker } from './MonthPicker';
import { ProgressCameras } from './ProgressCameras';
import { camerasTitle } from '@/lib/progress/camera-state';
import { ProgressGallery } from './ProgressGallery';
import { chosenMonth } from './progress-months';
import styles from './ProgressPage.module.scss';

/** A client navigation's view: the query's queue and month, the visitor's chosen queue (a page load has them in its path). */
export async function requestedProgressView(search: SearchParams): Promise<ProgressView> {
  return { queueInUrl: firstParam(search.queue) ?? null, chosen: (await visitorQueueId()) ?? null, month: firstParam(search[MONTH_PARAM]) ?? null };
}

/**
 * What a progress view shows (the page and its metadata read the same): the URL's queue, else the visitor's choice,
 * else the first; its months; the month the URL names, else the newest. `queueInUrl` and `monthInUrl` are the ones
 * the address itself names (its canonical form).
 */
export async function progressView(view: ProgressView) {
  const { queues } = await getLayoutData();
  const queue = shownQueue(queues, view.queueInUrl ?? undefined, view.chosen ?? undefined);
  const months = await pageData(() => getServerApi().constructionProgress({ queue: queue?.id }));
  const chosen = chosenMonth(months, view.month ?? undefined);
  const queueInUrl = queue && view.queueInUrl === String(queue.id) ? queue.id : undefined;
  const monthInUrl = chosen && view.month === chosen.date ? chosen : undefined;
  return { queues, queue, months, chosen, queueInUrl, monthInUrl };
}

/**
 * Construction progress of one queue (the URL's, else the visitor's choice, else the first): readiness, the
 * months with reports (the month in the URL, newest by default), that month's photos and text, the cameras.
 */
export async function ProgressPage({ view }: { view: ProgressView }) {
  const api = getServerApi();
  const [{ queues, queue, months, chosen, queueInUrl }, description] = await Promise.all([
    progressView(view),
    optionalData('project description', () => api.projectDescription()),
  ]);
  const report = chosen ? await pageData(() => api.constructionProgressItem(chosen.id)) : null;
  const latest = months[0];
  return (
    <>
      <PageHeading eyebrow={queue && queues.length > 1 ? `Стройка · ${queue.name}` : 'Стройка'} title="Ход строительства">
        {description?.text}
      </PageHeading>
      {queueInUrl !== undefined ? <QueueShown id={queueInUrl} /> : null}
      <Section caption="Готовность">
        {queue ? <QueueTabs queues={queues} shown={queue} href={(q) => progressHref(q.id)} label="Очередь строительства" /> : null}
        <Stats
          items={[
            ...(latest ? [{ value: formatPercent(latest.percent), label: queue && queues.length > 1 ? `Готовность: ${queue.name}` : 'Готовность' }] : []),
            ...(description ? [{ value: formatPercent(description.completion_percent), label: 'Общая готовность комплекса' }] : []),
            { value: String(months.length), label: 'Фотоотчётов' },
          ]}
        />
        {description ? <Lead>Сроки ввода: {description.deadline}.</Lead> : null}
      </Section>
      {chosen && report ? (
        <Section caption="Фотоотчёт" title={report.title} id="report">
          <div className={styles.report}>
            <MonthPicker months={months} chosen={chosen} href={(month) => progressHref(queueInUrl, month.date)} />
            <p className={styles.text}>
              <span className={styles.percent}>{formatPercent(report.percent)}</span> {report.text}
            </p>
            <ProgressGallery key={report.id} photos={report.photos} month={report.title} />
          </div>
        </Section>
      ) : null}
      {description?.cameras.length ? (
        <Section caption="Онлайн-камеры" title={camerasTitle(description.cameras)} id="cameras">
          <ProgressCameras cameras={description.cameras} />
        </Section>
      ) : null}
    </>
  );
}
