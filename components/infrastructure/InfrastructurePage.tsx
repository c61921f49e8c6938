import { CardGrid } from '@/components/content/CardGrid';
import { Section } from '@/components/content/Section';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { DEFAULT_MAP_RADIUS_M, projector } from '@/lib/map/schematic';
import { getEnv } from '@/lib/config/env';
import { SITE_NAME } from '@/lib/config/site';
import { DistrictMapBase } from './DistrictMapBase';
import { InfrastructureExplorer } from './InfrastructureExplorer';

/** District infrastructure: the CMS's text, the map with every place by category, and the list in step with it. */
export async function InfrastructurePage() {
  const api = getServerApi();
  const [environment, categories, points, location] = await Promise.all([
    pageData(() => api.environment()),
    optionalData('map categories', () => api.mapCategories()),
    optionalData('map points', () => api.mapPoints()),
    optionalData('location', () => api.location()),
  ]);
  const radius = location?.district?.radius_m ?? DEFAULT_MAP_RADIUS_M;
  const { point } = projector(location?.coordinates ?? { lat: 0, lng: 0 });
  const apiKey = getEnv().YANDEX_MAPS_API_KEY;
  const provider = apiKey && location ? { apiKey, centre: location.coordinates, complexName: SITE_NAME } : null;
  return (
    <>
      <PageHeading eyebrow="Локация" title={environment.title}>
        {environment.text}
      </PageHeading>
      {categories && points && location ? (
        <Section caption="Рядом с домом" title="Всё необходимое в пешей доступности">
          <InfrastructureExplorer
            categories={categories.map(({ slug, name, color }) => ({ slug, name, color }))}
            places={points.map((place) => ({ id: place.id, category: place.category, name: place.name, address: place.address, walk_minutes: place.walk_minutes, lat: place.lat, lng: place.lng, ...point(place.lat, place.lng) }))}
            viewBox={`${-radius} ${-radius} ${radius * 2} ${radius * 2}`}
            label={`Карта района: ${SITE_NAME}, метро и места рядом`}
            base={<DistrictMapBase location={location} complexName={SITE_NAME} />}
            provider={provider}
          />
        </Section>
      ) : null}
      <Section caption="Район">
        <CardGrid headingLevel={2} items={environment.sections.map((section) => ({ key: section.title, title: section.title, text: section.text }))} />
      </Section>
    </>
  );
}
