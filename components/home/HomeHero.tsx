import Link from 'next/link';
import type { z } from 'zod';
import type { mainPageSchema } from '@/lib/api/schemas';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { paths } from '@/lib/config/paths';
import { Stats } from '@/components/content/Stats';
import { Picture } from '@/components/ui/Picture';
import styles from './HomeHero.module.scss';
import { typograph } from '@/lib/text/typography';

type Props = { content: z.infer<typeof mainPageSchema> };

/** The first screen of the home page: the complex, its metro station, the key figures. */
export function HomeHero({ content }: Props) {
  return (
    <section className={styles.hero}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>
          <span className={styles.metroDot} style={{ background: content.metro.color }} aria-hidden="true" />
          {typograph(`м. ${content.metro.name} · ${content.metro.walk_minutes} мин пешком`)}
        </p>
        <h1 className={styles.title}>{content.title}</h1>
        <p className={styles.subtitle}>{content.subtitle}</p>
        <div className={styles.actions}>
          <Link href={paths.lots('params')} className={styles.primary}>
            Выбрать квартиру
          </Link>
          <Link href={paths.lots('genplan')} className={styles.secondary}>
            {typograph('На генплане')}
          </Link>
        </div>
      </div>
      <Picture className={styles.image} src={content.hero_image} alt={content.title} width={1600} height={1000} sizes={IMAGE_SIZES.besideText} priority />
      <div className={styles.stats}>
        <Stats items={content.highlights} />
      </div>
    </section>
  );
}
