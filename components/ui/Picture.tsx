import type { ImgHTMLAttributes } from 'react';
import styles from './Picture.module.scss';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest picture: fetched at once with high priority; every other picture waits until it nears the screen. */
  priority?: boolean;
};

/**
 * A CMS picture with its dimensions. A priority picture sits in a <picture> (laid out as if it were not
 * there): React's server components turn an eager <img> into a preload hint, and prefetching a link to the
 * page would then download the picture on whatever page shows the link (the home hero on every page).
 */
export function Picture({ priority = false, alt, ...image }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- generated SVG media from the CMS, sized by the CMS
  if (!priority) return <img alt={alt} {...image} loading="lazy" />;
  return (
    <picture className={styles.picture}>
      <img alt={alt} {...image} fetchPriority="high" />
    </picture>
  );
}
