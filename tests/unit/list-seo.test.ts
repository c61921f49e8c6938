import { describe, expect, it } from 'vitest';
import { parseCatalogQuery } from '@/lib/lots/catalog-query';
import { catalogueSeo, genplanSeo } from '@/lib/seo/list-seo';

const view = (query: string) => parseCatalogQuery(new URLSearchParams(query));

describe('which lists search engines index (issue 17)', () => {
  it.each([
    // query, canonical, indexable, title
    ['', '/lots/params/apartments/', true, 'Квартиры: выбор по параметрам'],
    ['page=3', '/lots/params/apartments/?page=3', true, 'Квартиры: выбор по параметрам — страница 3'],
    ['rooms=2', '/lots/params/apartments/?rooms=2', true, 'Двухкомнатные квартиры в новостройке у метро'],
    ['rooms=0', '/lots/params/apartments/?rooms=0', true, 'Квартиры-студии в новостройке у метро'],
    ['rooms=2&page=2', '/lots/params/apartments/?rooms=2&page=2', true, 'Двухкомнатные квартиры в новостройке у метро — страница 2'],
    ['rooms=2,3', '/lots/params/apartments/', false, 'Квартиры: выбор по параметрам'],
    ['rooms=5', '/lots/params/apartments/', false, 'Квартиры: выбор по параметрам'],
    ['rooms=2&ordering=-price', '/lots/params/apartments/', false, 'Квартиры: выбор по параметрам'],
    ['price_max=20000000', '/lots/params/apartments/', false, 'Квартиры: выбор по параметрам'],
    ['view=table', '/lots/params/apartments/', false, 'Квартиры: выбор по параметрам'],
    ['status=sold', '/lots/params/apartments/', false, 'Квартиры: выбор по параметрам'],
    ['page=2&building=3', '/lots/params/apartments/', false, 'Квартиры: выбор по параметрам'],
  ])('catalogue ?%s → %s (indexed: %s) "%s"', (query, canonical, indexable, title) => {
    const seo = catalogueSeo('apartments', view(query));
    expect(seo).toMatchObject({ canonical, indexable, title });
    // Never noindex together with a canonical to itself.
    if (!indexable) expect(seo.canonical).toBe('/lots/params/apartments/');
  });

  it('a landing filter has its own heading; the list its type', () => {
    expect(catalogueSeo('apartments', view('rooms=3')).heading).toBe('Трёхкомнатные квартиры');
    expect(catalogueSeo('apartments', view('')).heading).toBe('Квартиры');
  });

  it('rooms are no landing for other lot types', () => {
    expect(catalogueSeo('parking', view('')).canonical).toBe('/lots/params/parking/');
    expect(catalogueSeo('parking', view('rooms=2')).indexable).toBe(false);
  });

  it('the master plan is indexed as it is; a queue or level in its view is not', () => {
    expect(genplanSeo('apartments', false)).toMatchObject({ canonical: '/lots/genplan/apartments/', indexable: true });
    expect(genplanSeo('apartments', true)).toMatchObject({ canonical: '/lots/genplan/apartments/', indexable: false });
  });
});
