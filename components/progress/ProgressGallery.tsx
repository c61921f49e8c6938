'use client';

import { getImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { IMAGE_QUALITY, IMAGE_SIZES, type ImageSizes } from '@/lib/config/image-sizes';
import styles from './ProgressGallery.module.scss';

export type GalleryPhoto = { src: string; width: number; height: number; caption: string };

type Props = { photos: GalleryPhoto[]; month: string };

const A11Y_MESSAGES = {
  prevSlideMessage: 'Предыдущее фото',
  nextSlideMessage: 'Следующее фото',
  firstSlideMessage: 'Это первое фото',
  lastSlideMessage: 'Это последнее фото',
  slideLabelMessage: 'Фото {{index}} из {{slidesLength}}',
  containerRoleDescriptionMessage: 'галерея',
  itemRoleDescriptionMessage: 'фото',
};

/**
 * A month's photos in a Swiper carousel (loaded on this page only), each opening full size in a lightbox: a
 * modal <dialog> with previous/next by buttons and arrow keys, closed by Escape or its button.
 */
export function ProgressGallery({ photos, month }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: photos.length <= 1 });
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  const step = (delta: number) => setOpen((current) => (current === null ? current : (current + delta + photos.length) % photos.length));
  const shown = open === null ? null : photos[open];
  const alt = (photo: GalleryPhoto) => `${photo.caption}, ${month.toLowerCase()}`;
  /** The photo resized for where it is shown (Next's optimiser: AVIF or WebP, lib/config/image-sizes.ts). */
  const picture = (photo: GalleryPhoto, sizes: ImageSizes, loading: 'eager' | 'lazy') =>
    getImageProps({ src: photo.src, alt: alt(photo), width: photo.width, height: photo.height, sizes, quality: IMAGE_QUALITY, loading }).props;

  return (
    <div className={styles.gallery}>
      <Swiper
        modules={[Keyboard, A11y]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={A11Y_MESSAGES}
        spaceBetween={16}
        slidesPerView={1.1}
        breakpoints={{ 768: { slidesPerView: 1.6, spaceBetween: 24 }, 1280: { slidesPerView: 2.2, spaceBetween: 24 } }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setEdges({ start: instance.isBeginning, end: instance.isEnd })}
        className={styles.swiper}
      >
        {photos.map((photo, index) => (
          <SwiperSlide key={photo.src} className={styles.slide}>
            <button type="button" className={styles.open} onClick={() => setOpen(index)} aria-label={`Открыть фото ${index + 1}: ${photo.caption}`}>
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimiser's props carry alt */}
              <img {...picture(photo, IMAGE_SIZES.gallerySlide, index < 2 ? 'eager' : 'lazy')} className={styles.photo} />
            </button>
            <p className={styles.caption}>{photo.caption}</p>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => swiper?.slidePrev()} disabled={edges.start} aria-label="Предыдущие фото">
          ←
        </button>
        <button type="button" className={styles.arrow} onClick={() => swiper?.slideNext()} disabled={edges.end} aria-label="Следующие фото">
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
