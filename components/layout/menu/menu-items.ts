import { paths, type LotsSlug } from '@/lib/config/paths';
import { typograph } from '@/lib/text/typography';

/**
 * The menu of SPEC §2: main links, and the two ways to choose a flat as child links with images. The
 * pictures come from the CMS (header info `menu_images`, keyed by the way: `genplan`, `params`).
 */
export type MenuChild = { label: string; href: string; slug: LotsSlug; description: string };
export type MenuItem = { label: string; href: string; children?: MenuChild[] };

export const MENU_ITEMS: MenuItem[] = [
  {
    label: 'Выбрать квартиру',
    href: paths.lots('params'),
    children: [
      { label: 'На генплане', href: paths.lots('genplan'), slug: 'genplan', description: typograph('Корпус, этаж и квартира на плане комплекса') },
      { label: 'По параметрам', href: paths.lots('params'), slug: 'params', description: 'Комнаты, площадь, цена и отделка' },
    ],
  },
  { label: 'Избранное', href: paths.favorites() },
  { label: 'Условия покупки', href: paths.mortgage() },
  { label: 'Инфраструктура района', href: paths.infrastructure() },
  { label: 'Ход строительства', href: paths.progress() },
  { label: 'Виртуальный тур', href: paths.tour() },
  { label: 'Новости', href: paths.news() },
  { label: 'Команда', href: paths.team() },
  { label: 'Коммерция', href: paths.retail() },
  { label: 'Контакты', href: paths.contacts() },
];

/** The main item a path belongs to (highlighted in the menu). */
export function activeMenuItem(pathname: string): MenuItem | undefined {
  const path = pathname.replace(/\/$/, '') || '/';
  return MENU_ITEMS.find((item) => {
    const base = item.href.split('?')[0]?.replace(/\/$/, '') ?? '';
    if (item.children?.some((child) => path.startsWith(child.href.replace(/\/$/, '')))) return true;
    if (base === '/lots/params/apartments' && path.startsWith('/lots')) return true;
    return base !== '' && (path === base || path.startsWith(`${base}/`));
  });
}
