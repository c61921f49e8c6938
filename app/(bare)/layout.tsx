import type { ReactNode } from 'react';

/** Bare layout for the print/PDF view: no header, footer or overlays (SPEC §2). */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
