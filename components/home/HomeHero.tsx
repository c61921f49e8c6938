import clsx from 'clsx';
import Link from 'next/link';
import type { z } from 'zod';
import type { mainPageSchema } from '@/lib/api/schemas';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { paths } from '@/lib/config/paths';
import { Stats } from '@/components/content/Stats';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import styles from './HomeHero.module.scss';
import { typograph } from '@/lib/text/typography';

type Props = { content: z.infer<typeof mainPageSchema> };

/**
 * The first screen of the home page: the complex across the whole window, its name, metro station and the two ways
 * to choose a flat over the picture (on a shade that keeps the text readable on any render), the key figures below.
 * A phone or tablet held upright gets the render composed upright, when the CMS has one.
 */
export function HomeHero({ content }: Props) {
  // The render's upright version (cms/render/shots.ts `hero-portrait`): 5:8, the first screen of a phone held upright.
  const portrait = content.hero_image_portrait ? { src: content.hero_image_portrait, width: 1280, height: 2048 } : undefined;
  return (
    <>
      <section className={styles.hero}>
        <Picture
          className={clsx(styles.image, portrait && styles.withPortrait)}
          src={content.hero_image}
          portrait={portrait}
          alt={content.title}
          width={1600}
          height={1000}
          sizes={IMAGE_SIZES.fullBleed}
          priority
        />
        <div className={styles.shade} aria-hidden="true" />
        <div className={styles.inner}>
          <div className={styles.text} data-hero-text>
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
        </div>
        <RenderNote className={styles.note} />
      </section>
      <div className={styles.stats}>
        <Stats items={content.highlights} />
      </div>
    </>
  );
}
