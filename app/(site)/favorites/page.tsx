import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import clsx from 'clsx';
import { Section } from '@/components/content/Section';
import { FavoritesList } from '@/components/favorites/FavoritesList';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { LIST_COOKIES } from '@/lib/config/constants';
import { LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { isLotsType, LOTS_TYPES, paths } from '@/lib/config/paths';
import { parseFavoritesCookie } from '@/lib/lists/list-cookies';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import styles from '@/components/favorites/FavoritesPage.module.scss';
import { outageSafe } from '@/components/outage/outage-safe';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

export const metadata: Metadata = { title: 'Избранное', robots: { index: false } };

type Props = { searchParams: Promise<SearchParams> };

async function FavoritesPage({ searchParams }: Props) {
  const params = await searchParams;
  const rawType = firstParam(params.type) ?? 'apartments';
  const lotsType = isLotsType(rawType) ? rawType : 'apartments';
  const sharedIds = (firstParam(params.ids) ?? '')
    .split(',')
    .filter((id) => /^\d{1,9}$/.test(id))
    .map(Number)
    .slice(0, 100);
  const shared = sharedIds.length > 0;
  const favorites = parseFavoritesCookie((await cookies()).get(LIST_COOKIES.favorites)?.value);
  const ids = shared ? sharedIds : favorites.filter((f) => f.type === lotsType).map((f) => f.id);
  const lots = ids.length ? (await pageData(() => getServerApi().wishlist(ids))).filter((lot) => lot.type === lotsType) : [];
  const typesWithFavorites = LOTS_TYPES.filter((type) => favorites.some((f) => f.type === type));

  return (
    <>
      <PageHeading eyebrow={shared ? 'Подборка по ссылке' : 'Ваш выбор'} title={shared ? 'Подборка квартир' : 'Избранное'}>
        {shared ? 'Эту подборку вам отправили ссылкой. Сохраните её, чтобы вернуться позже.' : null}
      </PageHeading>
      <Section caption={LOTS_TYPE_LABELS[lotsType]}>
        {!shared && typesWithFavorites.length > 1 ? (
          <nav className={styles.tabs} aria-label="Типы помещений">
            {typesWithFavorites.map((type) => (
              <Link key={type} href={paths.favorites(type)} className={clsx(styles.tab, type === lotsType && styles.active)} aria-current={type === lotsType ? 'page' : undefined}>
                {LOTS_TYPE_LABELS[type]} · {favorites.filter((f) => f.type === type).length}
              </Link>
            ))}
          </nav>
        ) : null}
        <FavoritesList lots={lots} lotsType={lotsType} shared={shared} />
      </Section>
    </>
  );
}

export default outageSafe(FavoritesPage);
