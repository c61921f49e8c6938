import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import type { NewsItem } from '@/lib/api/schemas';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { paths } from '@/lib/config/paths';
import { NewsNeighbours } from './NewsNeighbours';
import { NewsShare } from './NewsShare';
import styles from './NewsArticleMedia.module.scss';

/** An article's cover, its body, the share links and the newer and older articles. */
export function NewsArticleMedia({ item, children }: { item: NewsItem; children: ReactNode }) {
  const url = absoluteUrl(paths.newsItem(item.code));
  return (
    <div className={styles.article}>
      <div className={styles.coverFrame}>
        <Picture src={item.cover} alt={item.title} width={1200} height={675} sizes={IMAGE_SIZES.article} priority className={styles.cover} />
        {item.cover_render ? <RenderNote className={styles.coverNote} /> : null}
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>
        <NewsShare url={url} title={item.title} />
        <NewsNeighbours previous={item.previous} next={item.next} />
      </div>
    </div>
  );
}
