import { getImageProps } from 'next/image';
import type { ImgHTMLAttributes } from 'react';
import { IMAGE_QUALITY, LANDSCAPE_SCREEN, PORTRAIT_SCREEN, type ImageSizes } from '@/lib/config/image-sizes';
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
  /** The same view composed upright, shown on screens held upright (PORTRAIT_SCREEN); raster pictures with `sizes` only. */
  portrait?: { src: string; width: number; height: number };
};

/** Raster pictures go through Next's optimiser (resized to the screen, AVIF or WebP); drawings are SVG as the CMS made them. */
const RASTER = /\.(webp|jpe?g|png|avif)$/i;

/**
 * A CMS picture with its dimensions. A raster picture with `sizes` gets a srcset of Next's optimised widths, so a
 * phone downloads a picture for its screen. A priority picture sits in a <picture> (laid out as if it were not
 * there): React's server components turn an eager <img> into a preload hint, and prefetching a link to the
 * page would then download the picture on whatever page shows the link (the home hero on every page). Its hint
 * comes from a client component instead (LeadPicturePreload): in the HTML's head only. A picture with an upright
 * version gets it as the <picture>'s source for screens held upright, and a priority one a hint per version, each for
 * its own screens: a screen downloads one of them.
 */
export function Picture({ priority = false, alt, sizes, portrait, ...image }: Props) {
  const loading = priority ? undefined : ('lazy' as const);
  const fetchPriority = priority ? ('high' as const) : undefined;
  const optimised = (picture: { src: string; width: number; height: number }) =>
    sizes && RASTER.test(picture.src) ? getImageProps({ ...picture, alt, sizes, quality: IMAGE_QUALITY, loading: priority ? 'eager' : 'lazy', fetchPriority }).props : null;
  const props = optimised(image) ?? { ...image, alt, loading, fetchPriority };
  const upright = portrait ? optimised(portrait) : null;
  // Next's optimiser props carry `style: { color: 'transparent' }` (hides the alt text while loading): kept.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props; the optimiser's props or a CMS drawing
  const img = <img {...props} />;
  if (!priority && !upright) return img;
  const preload = (version: typeof props, media?: string) =>
    typeof version.src === 'string' ? (
      <LeadPicturePreload key={media ?? 'all'} href={version.src} srcSet={'srcSet' in version ? version.srcSet : undefined} sizes={'sizes' in version ? version.sizes : undefined} media={media} />
    ) : null;
  return (
    <>
      {priority ? (upright ? [preload(upright, PORTRAIT_SCREEN), preload(props, LANDSCAPE_SCREEN)] : preload(props)) : null}
      <picture className={styles.picture}>
        {upright ? <source media={PORTRAIT_SCREEN} srcSet={upright.srcSet} sizes={upright.sizes} width={upright.width} height={upright.height} /> : null}
        {img}
      </picture>
    </>
  );
}
