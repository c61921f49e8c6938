'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { usePathname, useRouter } from 'next/navigation';
import type { RefObject } from 'react';
import { DownloadIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/Modal';
import { Select } from '@/components/ui/Select';
import { CALLBACK_FORM_ID } from '@/lib/config/forms';
import { prefetchCallbackPanel } from '@/components/callback/load-callback-panel';
import { bookletOfQueue } from '@/lib/queue/chosen-queue';
import { useSiteStore } from '@/store/StoreProvider';
import { useLotsHref } from '../queue/use-catalogue-href';
import { useChooseQueue } from '../queue/use-choose-queue';
import { MENU_ITEMS, activeMenuItem, type MenuItem } from './menu-items';
import { useHoverIntent } from './use-hover-intent';
import { RenderNote } from '@/components/ui/RenderNote';
import styles from './Menu.module.scss';

/**
 * The full-screen menu (SPEC §2): main links, child links with the CMS's pictures, the menu picture,
 * the chosen queue's booklet, queue selector. The ways to choose a flat open in the chosen queue.
 */
export function Menu({ returnFocus }: { returnFocus: RefObject<HTMLButtonElement | null> }) {
  const isOpen = useSiteStore((s) => s.isOpenMenu);
  const closeMenu = useSiteStore((s) => s.closeMenu);
  const headerInfo = useSiteStore((s) => s.headerInfo);
  const queues = useSiteStore((s) => s.queues);
  const chosenQueue = useSiteStore((s) => s.chosenQueue);
  const chooseQueue = useChooseQueue();
  const lotsHref = { genplan: useLotsHref('genplan'), params: useLotsHref('params') };
  const booklet = bookletOfQueue(headerInfo, chosenQueue);
  const hrefOf = (item: { href: string; slug?: keyof typeof lotsHref }) => (item.slug ? lotsHref[item.slug] : item.href);
  const openModal = useSiteStore((s) => s.openModal);
  const pathname = usePathname();
  const router = useRouter();
  const active = activeMenuItem(pathname);
  const fallback = active?.children ? active : MENU_ITEMS.find((item) => item.children);
  const hover = useHoverIntent<MenuItem>(null);
  const shown = hover.current?.children ? hover.current : fallback;

  return (
    <Modal open={isOpen} onClose={closeMenu} title="Меню" variant="fullscreen" showTitle={false} returnFocus={returnFocus}>
      <nav className={styles.menu} aria-label="Меню сайта">
        <ul className={styles.main} onMouseLeave={hover.scheduleClose}>
          {MENU_ITEMS.map((item) => (
            <li key={item.label} onMouseEnter={() => (item.children ? hover.open(item) : hover.scheduleClose())}>
              <Link
                href={item.children ? lotsHref.params : item.href}
                className={clsx(styles.mainLink, item === active && styles.active)}
                aria-current={item === active ? 'page' : undefined}
                onFocus={() => item.children && hover.open(item)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {shown?.children ? (
          <div className={styles.children} onMouseEnter={hover.cancel} onMouseLeave={hover.scheduleClose}>
            <p className={styles.childrenTitle}>{shown.label}</p>
            <ul className={styles.childList}>
              {shown.children.map((child) => (
                <li key={child.href}>
                  <Link href={hrefOf(child)} className={styles.child}>
                    {headerInfo?.menu_images[child.slug] ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a picture from the CMS (header info)
                      <img src={headerInfo.menu_images[child.slug] ?? undefined} alt="" className={styles.childImage} loading="lazy" data-testid={`menu-image-${child.slug}`} />
                    ) : null}
                    <span className={styles.childLabel}>{child.label}</span>
                    <span className={styles.childText}>{child.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className={styles.childSelect}>
            <Select
              label={shown.label}
              labelHidden
              placeholder={`${shown.label}: выберите способ`}
              options={shown.children.map((child) => ({ value: hrefOf(child), label: child.label }))}
              value={null}
              onChange={(href) => router.push(href)}
            />
            </div>
            {headerInfo?.top_menu_image ? (
              <div className={styles.menuFrame}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a picture from the CMS (header info) */}
                <img src={headerInfo.top_menu_image} alt="" className={styles.menuImage} loading="lazy" data-testid="menu-image-top" />
                <RenderNote className={styles.menuNote} />
              </div>
            ) : null}
          </div>
        ) : null}
        <div className={styles.footer}>
          {queues.length > 1 && chosenQueue ? (
            <div className={styles.queue}>
            <Select
              label="Очередь"
              options={queues.map((queue) => ({ value: String(queue.id), label: queue.name }))}
              value={String(chosenQueue.id)}
              onChange={(id) => chooseQueue(Number(id))}
            />
            </div>
          ) : null}
          {booklet ? (
            <a href={booklet} className={styles.booklet} download target="_blank" rel="noopener noreferrer">
              <DownloadIcon /> Скачать буклеты проекта
            </a>
          ) : null}
          <button
            type="button"
            {...prefetchCallbackPanel}
            className={styles.request}
            onClick={() => {
              closeMenu();
              openModal({ kind: 'callback', formId: CALLBACK_FORM_ID });
            }}
          >
            Оставить заявку
          </button>
        </div>
      </nav>
    </Modal>
  );
}
