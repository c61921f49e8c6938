import { Pagination } from '@/components/content/Pagination';
import { Lead } from '@/components/content/Lead';
import { LotGrid } from '@/components/lots/LotGrid';
import { ApiError } from '@/lib/api/client';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { paths, type LotsType } from '@/lib/config/paths';
import { activeFilterCount, catalogSearch, PAGE_SIZE, toApiQuery, type CatalogQuery } from '@/lib/lots/catalog-query';
import { sanitizeAgainstSpecs } from '@/lib/lots/sanitize-query';
import { QueueShown } from '@/components/layout/queue/QueueShown';
import { CatalogProvider } from './catalog-context';
import { CatalogToolbar } from './CatalogToolbar';
import { ChessboardLinks } from './ChessboardLinks';
import { FilterSheet } from './FilterSheet';
import { QuickRooms } from './QuickRooms';
import { LotTable } from './LotTable';
import { ShowMore } from './ShowMore';
import styles from './Catalog.module.scss';
import { outageSafe } from '@/components/outage/outage-safe';

type Props = { lotsType: LotsType; requested: CatalogQuery };

/** The list for a query; a page past the end (a stale link) gives the first page instead of an error. */
async function loadList(lotsType: LotsType, requested: CatalogQuery) {
  const api = getServerApi();
  try {
    return { list: await api.realtyList(lotsType, toApiQuery(requested)), query: requested };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400 && requested.page > 1)) throw error;
    const query = { ...requested, page: 1 };
    return { list: await api.realtyList(lotsType, toApiQuery(query)), query };
  }
}

/**
 * The list the catalogue shows: asked together with the specs, for the filter as the route parsed it; asked again only
 * when the specs drop a part of it (an option this lot type does not have: a hand-made or outdated link) or it failed.
 */
async function listAndSpecs(lotsType: LotsType, requested: CatalogQuery) {
  const api = getServerApi();
  const early = loadList(lotsType, requested).catch(() => null);
  const specs = await pageData(() => api.realtySpecs(lotsType));
  const sanitized = sanitizeAgainstSpecs(requested, specs);
  const first = await early;
  const answer = first && catalogSearch(sanitized) === catalogSearch(requested) ? first : await pageData(() => loadList(lotsType, sanitized));
  return { specs, ...answer };
}

/** The catalogue by parameters: the server renders exactly what the route's filter says. */
async function CatalogBlock({ lotsType, requested }: Props) {
  const { specs, list, query } = await listAndSpecs(lotsType, requested);
  const pages = Math.max(1, Math.ceil(list.count / PAGE_SIZE));
  const base = paths.lots('params', lotsType);

  return (
    <CatalogProvider query={query} base={base}>
      {query.queue.length === 1 && query.queue[0] !== undefined ? <QueueShown id={query.queue[0]} /> : null}
      <aside className={styles.filters} aria-label="Фильтры">
        <FilterSheet lotsType={lotsType} items={specs.items} facets={list.facets} count={list.count} activeCount={activeFilterCount(query)} />
      </aside>
      <section className={styles.results} aria-label="Результаты подбора">
        {/* The cards' titles are level 3: screen readers reach them under this heading, after the page's h1. */}
        <h2 className="visually-hidden">Результаты подбора</h2>
        <QuickRooms items={specs.items} facets={list.facets} />
        <CatalogToolbar count={list.count} noun={LOTS_TYPE_NOUNS[lotsType]} />
        {list.results.length === 0 ? (
          <Lead>По этим параметрам ничего не нашлось. Измените фильтры или сбросьте их.</Lead>
        ) : query.view === 'table' ? (
          <LotTable lots={list.results} />
        ) : (
          <LotGrid lots={list.results} priority />
        )}
        <ShowMore key={catalogSearch(query)} lotsType={lotsType} query={query} pages={pages} />
        <Pagination page={query.page} pages={pages} href={(page) => `${base}${catalogSearch({ ...query, page })}`} label="Страницы каталога" />
        {lotsType === 'apartments' ? <ChessboardLinks items={specs.items} chosen={query.building} /> : null}
      </section>
    </CatalogProvider>
  );
}

/** Catalog with the outage view in its place when the CMS is unavailable (components/outage/outage-safe.tsx). */
export const Catalog = outageSafe(CatalogBlock, { heading: 2 });
