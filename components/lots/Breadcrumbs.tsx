'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { IntentLink } from '@/components/ui/IntentLink';
import { paths } from '@/lib/config/paths';
import styles from './Breadcrumbs.module.scss';

type Crumb = { label: string; href: string };

type Props = {
  items: Crumb[];
  current: string;
  returnKey?: string;
  /** Inside a section that already keeps the page's margins (the master plan's levels): no margins of its own. */
  inSection?: boolean;
};

/**
 * Breadcrumbs of a lot page. The list crumb leads back to the catalogue the buyer came from (its
 * filters), remembered by the catalogue in this tab; the server renders the plain list link.
 */
export function Breadcrumbs({ items, current, returnKey, inSection = false }: Props) {
  const [returnHref, setReturnHref] = useState<string | null>(null);
  useEffect(() => {
    if (!returnKey) return;
    try {
      const saved = window.sessionStorage.getItem(returnKey);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only after hydration
      if (saved && saved.startsWith('/lots/')) setReturnHref(saved);
    } catch {
      // Storage unavailable: keep the plain list link.
    }
  }, [returnKey]);
  return (
    <nav aria-label="Навигационная цепочка" className={clsx(styles.crumbs, inSection && styles.inSection)}>
      <ol>
        {items.map((item, index) => (
          <li key={item.href}>
            {/* Home is prefetched on intent, as from the logo (components/ui/IntentLink.tsx). */}
            {item.href === paths.home() ? (
              <IntentLink href={item.href}>{item.label}</IntentLink>
            ) : (
              <Link href={index === items.length - 1 && returnHref ? returnHref : item.href}>{item.label}</Link>
            )}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
