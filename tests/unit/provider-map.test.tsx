// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InfrastructureExplorer, type MapCategory, type MapPlace } from '@/components/infrastructure/InfrastructureExplorer';
import { yandexMapsScriptUrl } from '@/lib/map/yandex-maps';
import { fakeYmaps, providerScript } from '../support/fake-ymaps';

const categories: MapCategory[] = [
  { slug: 'schools', name: 'Школы', color: '#3a6ea5' },
  { slug: 'parks', name: 'Парки', color: '#4e7d3a' },
];
const place = (id: number, category: string, lat: number, lng: number): MapPlace => ({ id, category, name: `Место ${id}`, address: 'ул. Тестовая', walk_minutes: id, x: 0, y: 0, lat, lng });
const places = [place(1, 'schools', 55.761, 37.561), place(2, 'schools', 55.762, 37.562), place(3, 'parks', 55.763, 37.563)];
const provider = { apiKey: 'key&1', centre: { lat: 55.76, lng: 37.56 }, complexName: 'Вереск' };

function renderExplorer() {
  return render(<InfrastructureExplorer categories={categories} places={places} viewBox="-1 -1 2 2" base={null} label="Карта района" provider={provider} />);
}

afterEach(() => {
  providerScript()?.remove();
  delete window.ymaps3;
});

describe('the provider map (YANDEX_MAPS_API_KEY)', () => {
  it('when the provider cannot be loaded, the schematic map stays and the provider is not tried on screen', async () => {
    const { container } = renderExplorer();
    await waitFor(() => expect(providerScript()).not.toBeNull());
    act(() => {
      providerScript()?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.queryByTestId('provider-map')).toBeNull());
    expect(container.querySelector('figure')?.dataset.provider).toBe('unavailable');
    expect(screen.getByRole('img', { name: 'Карта района' })).toBeVisible();
  });

  it('loads the provider with the key, centres on the complex and shows a marker per place; a category toggle takes its markers away', async () => {
    const fake = fakeYmaps();
    const { container } = renderExplorer();
    await waitFor(() => expect(providerScript()).not.toBeNull());
    expect(providerScript()?.src).toBe(yandexMapsScriptUrl('key&1'));
    expect(providerScript()?.src).toContain('apikey=key%261');
    window.ymaps3 = fake.api;
    act(() => {
      providerScript()?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(container.querySelector('figure')?.dataset.provider).toBe('ready'));
    expect(fake.made[0]?.props.location).toEqual({ center: [37.56, 55.76], zoom: 15 });
    // The markers follow the map in an effect of their own: on a busy machine they come a tick after 'ready'.
    await waitFor(() => expect(fake.markers().map((marker) => marker.props.coordinates)).toEqual([[37.56, 55.76], [37.561, 55.761], [37.562, 55.762], [37.563, 55.763]]));
    expect(fake.markers()[1]?.element.title).toBe('Место 1 — 1\u00a0мин пешком');
    expect(screen.getByRole('region', { name: 'Карта района' })).toBeInTheDocument();

    await userEvent.click(within(container).getByRole('button', { name: /Школы/ }));
    await waitFor(() => expect(fake.markers()).toHaveLength(2));
    expect(fake.markers().map((marker) => marker.element.dataset.category ?? 'complex')).toEqual(['complex', 'parks']);
  });
});
