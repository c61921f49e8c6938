import { getImageProps } from 'next/image';
import type { ImgHTMLAttributes } from 'react';
import { IMAGE_QUALITY, type ImageSizes } from '@/lib/config/image-sizes';
import styles from './Picture.module.scss';
import { LeadPicturePreload } from './LeadPicturePreload';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'src' | 'alt' | 'width' | 'height' | 'sizes' | 'srcSet'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the layout shows a raster picture (lib/config/image-sizes.ts); drawings (SVG) scale and need none. */
  sizes?: ImageSizes;
  /** The page's largest picture: fetched at once with high priority; every other picture waits until it nears the screen. */
  priority?: boolean;
};

/** Raster pictures go through Next's optimiser (resized to the screen, AVIF or WebP); drawings are SVG as the CMS made them. */
const RASTER = /\.(webp|jpe?g|png|avif)$/i;

/**
 * A CMS picture with its dimensions. A raster picture with `sizes` gets a srcset of Next's optimised widths, so a
 * phone downloads a picture for its screen. A priority picture sits in a <picture> (laid out as if it were not
 * there): React's server components turn an eager <img> into a preload hint, and prefetching a link to the
 * page would then download the picture on whatever page shows the link (the home hero on every page). Its hint
 * comes from a client component instead (LeadPicturePreload): in the HTML's head only.
 */
export function Picture({ priority = false, alt, sizes, ...image }: Props) {
  const loading = priority ? undefined : ('lazy' as const);
  const fetchPriority = priority ? ('high' as const) : undefined;
  const props =
    sizes && RASTER.test(image.src)
      ? getImageProps({ ...image, alt, sizes, quality: IMAGE_QUALITY, loading: priority ? 'eager' : 'lazy', fetchPriority }).props
      : { ...image, alt, loading, fetchPriority };
  // Next's optimiser props carry `style: { color: 'transparent' }` (hides the alt text while loading): kept.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props; the optimiser's props or a CMS drawing
  const img = <img {...props} />;
  if (!priority) return img;
  return (
    <>
      {typeof props.src === 'string' ? <LeadPicturePreload href={props.src} srcSet={'srcSet' in props ? props.srcSet : undefined} sizes={'sizes' in props ? props.sizes : undefined} /> : null}
      <picture className={styles.picture}>{img}</picture>
    </>
  );
}
