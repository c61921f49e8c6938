'use client';

import { useEffect, useRef, useState } from 'react';

/** What tells that the visitor is going along the strip: it moves, a finger or pointer is put on it, it takes focus. */
const INTENT_EVENTS = ['scroll', 'touchstart', 'pointerdown', 'focusin'] as const;
/** What the box shows until then: a transparent pixel (no source at all would show the browser's broken-picture mark). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Props = { src: string; alt: string; width: number; height: number; className?: string };

/**
 * A picture on a later slide of a swipe strip (the element marked `data-swipe-strip` around it), asked for once the
 * visitor goes along the strip, not with the page. `loading="lazy"` does not wait that long: Chrome loads a lazy
 * picture in a scroller as soon as it is near the scroller's edge, so the lot's floor plan — an SVG drawing, parsed,
 * laid out and painted on the main thread — was loaded with every first visit on a phone, 20–40 ms of main thread at
 * this machine's speed (0.1–0.15 s at a phone's; issue 61), whether or not anyone swiped to it. The box keeps its
 * size and its background until then, marked `data-waiting` (its caller's stylesheet hides it when scripts are off:
 * the <noscript> copy stands in its place).
 */
export function SwipedToImage({ src, alt, width, height, className }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [reached, setReached] = useState(false);

  useEffect(() => {
    const strip = image.current?.closest('[data-swipe-strip]');
    if (!strip) return setReached(true);
    if (strip.scrollLeft > 0) return setReached(true);
    const reach = () => setReached(true);
    for (const type of INTENT_EVENTS) strip.addEventListener(type, reach, { passive: true, once: true });
    return () => {
      for (const type of INTENT_EVENTS) strip.removeEventListener(type, reach);
    };
  }, []);

  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the CMS's SVG drawing as it is */}
      <img ref={image} src={reached ? src : BLANK} alt={alt} className={className} data-waiting={reached ? undefined : ''} width={width} height={height} decoding="async" />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- the same drawing for a browser without scripts */}
        <img src={src} alt={alt} className={className} width={width} height={height} loading="lazy" decoding="async" />
      </noscript>
    </>
  );
}
