import Link from 'next/link';
import type { z } from 'zod';
import type { progressListSchema } from '@/lib/api/schemas';
import { Picture } from '@/components/ui/Picture';
import { progressHref } from '@/lib/routes/progress-view';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { typograph } from '@/lib/text/typography';
import styles from './HomeTeasers.module.scss';

type Report = z.output<typeof progressListSchema>[number];

/** The latest construction report: its month, readiness, first photo and a link to that month's gallery. */
export function HomeProgress({ report, queueName }: { report: Report; queueName: string | null }) {
  return (
    <article className={styles.progress}>
      {report.cover ? <Picture className={styles.progressImage} src={report.cover} alt={`Стройка, ${report.title.toLowerCase()}`} width={800} height={500} sizes={IMAGE_SIZES.besideText} /> : null}
      <div className={styles.progressText}>
        <p className={styles.meta}>
          {queueName ? `${queueName} · ` : ''}
          {report.title}
        </p>
        <p className={styles.percent}>
          {report.percent}
          <span>%</span>
        </p>
        <p className={styles.percentLabel}>готовность</p>
        <p className={styles.body}>{typograph(report.text)}</p>
        <Link href={progressHref(report.queue ?? undefined, report.date)} className={styles.more}>
          {`Фотоотчёт: ${report.photos_count}\u00a0фото`}
        </Link>
      </div>
    </article>
  );
}
