import type { ReactNode } from 'react';

/**
 * Bare layout for the print/PDF view: no header, footer or overlays (SPEC §2). The page puts its sheet in
 * <main>; a print link to a lot that does not exist shows the error layout (header, then <main>) instead.
 */
export default function BareLayout({ children }: { children: ReactNode }) {
  return children;
}
