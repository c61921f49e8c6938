import { describe, expect, it } from 'vitest';
import { catalogSearch, EMPTY_QUERY, parseCatalogQuery, selectedOptions, setRange, toApiQuery, toggleOption } from '@/lib/lots/catalog-query';
import { sanitizeAgainstSpecs } from '@/lib/lots/sanitize-query';
import type { RealtySpecs } from '@/lib/api/schemas';

describe('catalogue query in the URL', () => {
  it.each([
    ['', {}],
    ['?rooms=2,0,2', { rooms: [0, 2] }],
    ['?rooms=two,1', { rooms: [1] }],
    ['?price_min=abc&price_max=90000000', { price_max: 90_000_000 }],
    ['?area_min=90&area_max=40', { area_min: 40, area_max: 90 }],
    ['?area_min=45,5', { area_min: 45.5 }],
    ['?ordering=random', {}],
    ['?ordering=-price&view=table&page=3', { ordering: '-price', view: 'table', page: 3 }],
    ['?page=0', {}],
    ['?renovation=whitebox,%3Cscript%3E', { renovation: ['whitebox'] }],
  ])('%s parses to the defaults plus %j', (search, expected) => {
    expect(parseCatalogQuery(new URLSearchParams(search))).toEqual({ ...EMPTY_QUERY, ...expected });
  });

  it('serialises canonically and round-trips', () => {
    const query = { ...EMPTY_QUERY, rooms: [0, 2], building: [1], price_max: 150_000_000, ordering: '-area' as const, page: 2 };
    const search = catalogSearch(query);
    expect(search).toBe('?rooms=0,2&building=1&price_max=150000000&ordering=-area&page=2'.replace(/,/g, '%2C'));
    expect(parseCatalogQuery(new URLSearchParams(search))).toEqual(query);
  });

  it('changing a filter goes back to page 1', () => {
    expect(toggleOption({ ...EMPTY_QUERY, page: 4 }, 'rooms', 3)).toMatchObject({ rooms: [3], page: 1 });
    expect(toggleOption({ ...EMPTY_QUERY, rooms: [3] }, 'rooms', 3).rooms).toEqual([]);
    expect(setRange({ ...EMPTY_QUERY, page: 2 }, 'price', 9, 1)).toMatchObject({ price_min: 1, price_max: 9, page: 1 });
  });

  it('builds the API query without empty filters, listing lots on sale unless statuses are chosen', () => {
    expect(toApiQuery({ ...EMPTY_QUERY, rooms: [1], area_min: 40 })).toEqual({ ordering: 'recommended', page: 1, page_size: 12, rooms: [1], area_min: 40, status: ['booked', 'free'] });
    expect(toApiQuery({ ...EMPTY_QUERY, status: ['sold'] }).status).toEqual(['sold']);
  });

  // Statuses: none in the URL means on sale (free and booked); toggling works from what is shown.
  it.each([
    ['', 'sold', ['booked', 'free', 'sold'], '?status=booked%2Cfree%2Csold'],
    ['', 'booked', ['free'], '?status=free'],
    ['?status=free', 'booked', [], ''],
    ['?status=free', 'free', [], ''],
    ['?status=booked,free,sold', 'sold', [], ''],
    ['?status=sold', 'free', ['free', 'sold'], '?status=free%2Csold'],
  ])('status in %s, toggling %s → %j (%s)', (search, option, statuses, url) => {
    const next = toggleOption(parseCatalogQuery(new URLSearchParams(search)), 'status', option);
    expect(next.status).toEqual(statuses);
    expect(catalogSearch(next)).toBe(url);
  });

  it.each([
    ['', ['booked', 'free']],
    ['?status=free,booked', ['booked', 'free']],
    ['?status=sold', ['sold']],
  ])('%s shows the statuses %j as chosen', (search, shown) => {
    const query = parseCatalogQuery(new URLSearchParams(search));
    expect(selectedOptions(query, 'status')).toEqual(shown);
    expect(catalogSearch(query)).toBe(search === '?status=sold' ? search : '');
  });

  it('drops filters and options the type does not offer', () => {
    const specs: RealtySpecs = {
      type: 'parking',
      label: 'Машино-места',
      items: [
        { name: 'price', label: 'Стоимость', choices: null, range: { min: 1, max: 2, step: 1 }, ranges: null },
        { name: 'status', label: 'Статус', choices: [{ value: 'free', label: 'Свободна' }], range: null, ranges: null },
      ],
    };
    const query = { ...EMPTY_QUERY, rooms: [2], status: ['free', 'gone'], price_max: 5, area_min: 3 };
    expect(sanitizeAgainstSpecs(query, specs)).toEqual({ ...EMPTY_QUERY, status: ['free'], price_max: 5 });
  });
});
