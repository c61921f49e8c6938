'use client';

import { getImageProps } from 'next/image';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_QUALITY, IMAGE_SIZES, type ImageSizes } from '@/lib/config/image-sizes';
import styles from './ProgressGallery.module.scss';

export type GalleryPhoto = { src: string; width: number; height: number; caption: string };

type Props = { photos: GalleryPhoto[]; month: string };

/** Where the strip stands: at its start, at its end (nothing hidden on a side disables that side's arrow). */
function edgesOf(track: HTMLElement) {
  return { start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 };
}

/**
 * A month's photos in a strip that scrolls sideways (the browser's own scrolling with snap points: a swipe on a
 * phone, the arrows or the arrow keys elsewhere; 1.1 photos across a phone, 1.6 on a tablet, 2.2 wider), each
 * opening full size in a lightbox: a modal <dialog> with previous/next by buttons and arrow keys, closed by Escape or
 * its button. No carousel library: Swiper was 28 kB of gzip and a layout pass of its own on this page's first load
 * (issue 61), for what scroll snapping does natively.
 */
export function ProgressGallery({ photos, month }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: photos.length <= 1 });
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const update = useCallback(() => {
    if (track.current) setEdges(edgesOf(track.current));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    update();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [update, photos]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  /** One photo along (a snap point), smoothly unless the visitor asked for less motion. */
  const slide = (direction: 1 | -1) => {
    const element = track.current;
    const first = element?.firstElementChild as HTMLElement | null;
    if (!element || !first) return;
    const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * (first.offsetWidth + gap), behavior: smooth ? 'smooth' : 'auto' });
  };

  const step = (delta: number) => setOpen((current) => (current === null ? current : (current + delta + photos.length) % photos.length));
  const shown = open === null ? null : photos[open];
  const alt = (photo: GalleryPhoto) => `${photo.caption}, ${month.toLowerCase()}`;
  /** The photo resized for where it is shown (Next's optimiser: AVIF or WebP, lib/config/image-sizes.ts). */
  const picture = (photo: GalleryPhoto, sizes: ImageSizes, loading: 'eager' | 'lazy') =>
    getImageProps({ src: photo.src, alt: alt(photo), width: photo.width, height: photo.height, sizes, quality: IMAGE_QUALITY, loading }).props;

  return (
    <div className={styles.gallery}>
      <div
        ref={track}
        className={styles.track}
        role="region"
        aria-roledescription="галерея"
        aria-label={`Фотографии: ${month.toLowerCase()}`}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
            event.preventDefault();
            slide(event.key === 'ArrowRight' ? 1 : -1);
          }
        }}
      >
        {photos.map((photo, index) => (
          <div key={photo.src} className={styles.slide} role="group" aria-roledescription="фото" aria-label={`Фото ${index + 1} из ${photos.length}`}>
            <button type="button" className={styles.open} onClick={() => setOpen(index)} aria-label={`Открыть фото ${index + 1}: ${photo.caption}`}>
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's props carry alt */}
              <img {...picture(photo, IMAGE_SIZES.gallerySlide, index < 2 ? 'eager' : 'lazy')} className={styles.photo} />
            </button>
            <p className={styles.caption}>{photo.caption}</p>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => slide(-1)} disabled={edges.start} aria-label="Предыдущие фото">
          ←
        </button>
        <button type="button" className={styles.arrow} onClick={() => slide(1)} disabled={edges.end} aria-label="Следующие фото">
          →
        </button>
      </div>
      <dialog
        ref={dialog}
        className={styles.lightbox}
        aria-label={shown ? `Фото ${(open ?? 0) + 1} из ${photos.length}: ${shown.caption}` : 'Фото'}
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(null);
        }}
      >
        {shown ? (
          <figure className={styles.figure}>
            {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's props carry alt */}
            <img {...picture(shown, IMAGE_SIZES.lightbox, 'eager')} className={styles.full} />
            <figcaption className={styles.figcaption}>
              {shown.caption} · {(open ?? 0) + 1} из {photos.length}
            </figcaption>
          </figure>
        ) : null}
        <div className={styles.lightboxControls}>
          <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label="Предыдущее фото">
            ←
          </button>
          <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label="Следующее фото">
            →
          </button>
          <button type="button" className={styles.close} onClick={() => setOpen(null)}>
            Закрыть
          </button>
        </div>
      </dialog>
    </div>
  );
}
