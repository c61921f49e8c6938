'use client';

import { preload } from 'react-dom';

type Props = { href: string; srcSet?: string; sizes?: string; /** The screens the picture is for (art direction: one version each). */ media?: string };

/**
 * The preload hint of a page's lead picture, in the document's <head> ahead of the scripts, so a phone fetches the
 * picture first. A client component: its hint goes into the HTML only, never into the RSC data, so a prefetched
 * link to the page does not download the picture on the page that shows the link (components/ui/Picture.tsx).
 */
export function LeadPicturePreload({ href, srcSet, sizes, media }: Props) {
  preload(href, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}), ...(media ? { media } : {}) });
  return null;
}
