import Link from 'next/link';
import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import { RenderNote } from '@/components/ui/RenderNote';
import { IMAGE_SIZES } from '@/lib/config/image-sizes';
import { typograph } from '@/lib/text/typography';
import styles from './CardGrid.module.scss';

export type CardItem = {
  key: string | number;
  /** Marks the card (`data-card`) so a page can find it again, e.g. the article just read. */
  anchor?: string;
  title: string;
  text?: string;
  caption?: string;
  /** `render`: a visualisation, captioned «Визуализация» over its corner. */
  image?: { src: string; alt: string; render?: boolean } | null;
  href?: string;
  footer?: ReactNode;
};

/** The card picture's frame: 3:2, as the CMS's card pictures are drawn. */
const CARD_IMAGE = { width: 960, height: 640 } as const;

/** A CMS picture in the card's 3:2 frame (CardGrid.module.scss): its size is given so the card never shifts. */
function CardPicture({ image, priority }: { image: { src: string; alt: string }; priority: boolean }) {
  return <Picture className={styles.image} src={image.src} alt={image.alt} width={CARD_IMAGE.width} height={CARD_IMAGE.height} sizes={IMAGE_SIZES.cardThird} decoding="async" priority={priority} />;
}

/**
 * Cards on the 12-column grid: 1 column on a phone, 2 on a tablet, 3 on a desktop. `leadPicture`: the cards open the
 * page, so the first card's picture is its largest on a phone's first screen: fetched at once, not when near.
 */
export function CardGrid({ items, headingLevel = 3, leadPicture = false }: { items: CardItem[]; headingLevel?: 2 | 3; leadPicture?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {items.map((item, index) => {
        const picture = item.image ? <CardPicture image={item.image} priority={leadPicture && index === 0} /> : null;
        return (
          <li key={item.key} className={styles.card} data-card={item.anchor}>
            {item.image?.render ? (
              <div className={styles.frame}>
                {picture}
                <RenderNote className={styles.note} />
              </div>
            ) : (
              picture
            )}
            {item.caption ? <p className={styles.caption}>{typograph(item.caption)}</p> : null}
            <Heading className={styles.title}>{item.href ? <Link href={item.href}>{typograph(item.title)}</Link> : typograph(item.title)}</Heading>
            {item.text ? <p className={styles.text}>{typograph(item.text)}</p> : null}
            {item.footer ? <div className={styles.footer}>{item.footer}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
