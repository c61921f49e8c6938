'use client';

import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import styles from './LotPlan.module.scss';

type Props = { src: string; alt: string; width: number; height: number; className?: string };

/** How far below the screen the drawing starts to come: it is there when it is scrolled to. */
const NEAR = '800px';

/**
 * The floor plan beside a lot's parameters. The page's HTML carries it as a picture (loaded lazily), not as a
 * drawing: put inline it was ~110 elements and 20 kB of the HTML and as much again of the RSC data on every lot
 * page, and a phone never shows it there (its gallery swipes to the same plan). Where the figure is shown (a tablet
 * or wider, or a sold flat's page) the drawing replaces the picture once it nears the screen, with its labels in the
 * site's fonts (app/api/plan-markup: the same sanitized markup the layout above is inlined with); the same box, so
 * nothing moves. A failed request leaves the picture.
 */
export function FloorPlan({ src, alt, width, height, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [markup, setMarkup] = useState<string | null>(null);

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const controller = new AbortController();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetch(`/api/plan-markup?src=${encodeURIComponent(src)}`, { signal: controller.signal })
          .then((response) => (response.ok ? response.text() : null))
          .then((text) => {
            if (text?.startsWith('<svg')) setMarkup(text);
          })
          .catch(() => undefined);
      },
      { rootMargin: `${NEAR} 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [src]);

  if (markup) return <div key="drawing" className={clsx(styles.inline, className)} role="img" aria-label={alt} data-testid="lot-plan" dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div key="picture" ref={box} className={className}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the CMS's SVG drawing as it is (not a raster to resize), loaded when it nears the screen */}
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={styles.picture} data-testid="lot-plan" />
    </div>
  );
}
