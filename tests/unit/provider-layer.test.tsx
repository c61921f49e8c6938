// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderLayer } from '@/components/infrastructure/ProviderLayer';
import { fakeYmaps, providerScript } from '../support/fake-ymaps';

afterEach(() => {
  providerScript()?.remove();
  delete window.ymaps3;
});

describe('the provider map over the contacts map (ProviderLayer, YANDEX_MAPS_API_KEY)', () => {
  const offices = [
    { key: '1', lat: 55.761, lng: 37.561, colour: '#8d6c45', title: '1. Офис продаж, ул. Тестовая, 1', large: true },
    { key: '2', lat: 55.762, lng: 37.562, colour: '#8d6c45', title: '2. Главный офис, ул. Тестовая, 2', large: true },
  ];
  const renderLayer = () => render(<ProviderLayer apiKey="demo" centre={{ lat: 55.76, lng: 37.56 }} label="Схема проезда" markers={offices} />);

  // The loader keeps a loaded API for the page, so the failure is tried first.
  it('takes itself away when the provider cannot be loaded, so the schematic map shows', async () => {
    renderLayer();
    await waitFor(() => expect(providerScript()).not.toBeNull());
    act(() => {
      providerScript()?.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.queryByTestId('provider-map')).toBeNull());
  });

  it('draws a dot per office, titled with its number and address', async () => {
    const fake = fakeYmaps();
    renderLayer();
    await waitFor(() => expect(providerScript()).not.toBeNull());
    window.ymaps3 = fake.api;
    act(() => {
      providerScript()?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(fake.markers()).toHaveLength(2));
    expect(fake.markers().map((marker) => marker.element.title)).toEqual(['1. Офис продаж, ул. Тестовая, 1', '2. Главный офис, ул. Тестовая, 2']);
    expect(screen.getByRole('region', { name: 'Схема проезда' })).toBeInTheDocument();
  });
});
