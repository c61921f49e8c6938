import { BREAKPOINTS } from './constants';

/**
 * `sizes` of the CMS's raster pictures: how wide each layout shows them, so a phone downloads a picture drawn
 * for its screen and not the desktop's. The figures follow the grids of the stylesheets (styles/_breakpoints.scss;
 * the container is at most 90rem = 1440 px wide).
 */
const phone = `(max-width: ${BREAKPOINTS.mobile}px)`;
const tabletDown = `(max-width: ${BREAKPOINTS.tablet}px)`;
const laptopDown = `(max-width: ${BREAKPOINTS.laptop}px)`;

export const IMAGE_SIZES = {
  /** Across the page on tablets and phones; 7 of 12 columns beside text on wider screens (hero, furnishing gallery). */
  besideText: `${tabletDown} 100vw, ${laptopDown} 58vw, 840px`,
  /**
   * Across the whole window (the home page's first screen), at about two device pixels per CSS pixel at most: a phone
   * 360–430 px wide at 2.625–3 dppx gets the 828 px picture where 100vw gave it 1080 or 1280 px (the upright render:
   * 61 kB of AVIF against 82 and 110 kB, 0.1–0.25 s sooner on a phone's 1.6 Mbit/s; issue 61). The trade: on those
   * screens the render is drawn from 1.9–2.3 device pixels per CSS pixel instead of 2.9–3.3; the text over it is the
   * page's own, as sharp as before. A browser takes the first width that covers the slot at its resolution, so the
   * slots under those resolutions are narrower than the window (e2e/media.spec.ts: 375 px at 2.625, 430 px at 3).
   * Screens under 2.5 dppx get 100vw as before.
   */
  fullBleed: '(min-resolution: 2.9dppx) 62vw, (min-resolution: 2.5dppx) 69vw, 100vw',
  /** Half of a 7-column gallery beside text; half the page on tablets and phones. */
  besideTextHalf: `${tabletDown} 50vw, ${laptopDown} 29vw, 420px`,
  /** Cards two in a row, one on a phone (the home page's ways to choose a flat). */
  cardHalf: `${phone} 100vw, ${laptopDown} 50vw, 720px`,
  /** Cards three in a row, two on a tablet, one on a phone. */
  cardThird: `${phone} 100vw, ${tabletDown} 50vw, ${laptopDown} 33vw, 480px`,
  /** An article's cover: the text column, at most 64rem. */
  article: `${tabletDown} 100vw, 1024px`,
  /** A slide of the progress gallery: 1.1 slides across a phone, 1.6 on a tablet, 2.2 on wider screens (components/progress/ProgressGallery.tsx). */
  gallerySlide: `${phone} 90vw, (max-width: 1279px) 60vw, 600px`,
  /** The master plan's picture: kept 640 px wide on a phone (it pans), the container's width above. */
  plan: `${phone} 640px, ${laptopDown} 100vw, 1440px`,
  /** A photo opened full size in the lightbox. */
  lightbox: `(max-width: 1200px) 100vw, 1200px`,
} as const;

/**
 * Screens that get a picture's upright version (art direction: the home page's hero): a phone or a tablet held
 * upright, where a landscape picture covering the first screen would show a narrow slice of itself, upscaled.
 * styles/_breakpoints.scss has the same query for the rules that place that version.
 */
export const PORTRAIT_SCREEN = '(max-aspect-ratio: 4/5)';
/** Every other screen: exactly the ones PORTRAIT_SCREEN does not match (a preload per version, never both). */
export const LANDSCAPE_SCREEN = `not all and ${PORTRAIT_SCREEN}`;

export type ImageSizes = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

/** The optimised pictures' quality (next.config.ts `images.qualities`: the only one the optimiser answers). */
export const IMAGE_QUALITY = 75;
