import { paths } from '@/lib/config/paths';

/** The sections of the site in menu order (SPEC §2, "Menu"), with Russian labels. */
export const SITE_SECTIONS = [
  { label: 'Выбрать квартиру', href: paths.lots('params') },
  { label: 'Избранное', href: paths.favorites() },
  { label: 'Условия покупки', href: paths.mortgage() },
  { label: 'Инфраструктура района', href: paths.infrastructure() },
  { label: 'Ход строительства', href: paths.progress() },
  { label: 'Виртуальный тур', href: paths.tour() },
  { label: 'Новости', href: paths.news() },
  { label: 'Команда', href: paths.team() },
  { label: 'Коммерция', href: paths.retail() },
  { label: 'Контакты', href: paths.contacts() },
] as const;
