// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitsSchema, furnishListSchema, mainPageSchema, newsListSchema } from '@/lib/api/schemas';
import { perspectiveView } from '@/cms/media/panorama/view';
import { createTestCms } from '../support/test-cms';

/** The demo's pictures taken inside the tour's panoramas: a camera's perspective, one distinct picture per subject. */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms({ lots: 60 });
});
afterAll(() => cms.db.close());

/** A panorama whose red channel is the azimuth (0–255 around the circle) and green the elevation (255 at the zenith). */
function gradientPanorama(width: number, height: number) {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      data[o] = Math.round(((x + 0.5) / width) * 255);
      data[o + 1] = Math.round((1 - (y + 0.5) / height) * 255);
    }
  }
  return { data, width, height, channels: 3 };
}

describe('a perspective view of an equirectangular panorama', () => {
  it.each([
    [0, 0],
    [90, 0],
    [-90, 20],
    [170, -30],
  ])('yaw %i°, pitch %i°: the picture centre looks where the camera points', (yaw, pitch) => {
    const view = perspectiveView(gradientPanorama(720, 360), { yaw, pitch, fov: 60, width: 41, height: 31 });
    const centre = (15 * 41 + 20) * 3;
    const azimuth = (((yaw + 180) % 360) + 360) % 360; // the panorama's x runs from -180° (north behind) to 180°
    expect(Math.abs(view[centre]! - (azimuth / 360) * 255)).toBeLessThanOrEqual(2);
    expect(Math.abs(view[centre + 1]! - ((pitch + 90) / 180) * 255)).toBeLessThanOrEqual(2);
  });

  it('keeps the horizon a straight line across the picture when the camera is level', () => {
    const width = 61;
    const view = perspectiveView(gradientPanorama(720, 360), { yaw: 30, pitch: 0, fov: 90, width, height: 41 });
    const middleRow = Array.from({ length: width }, (_, i) => view[(20 * width + i) * 3 + 1]!);
    for (const green of middleRow) expect(Math.abs(green - 127.5)).toBeLessThanOrEqual(2);
  });
});

describe('the CMS pictures from the views', () => {
  it('serves the hero and every benefit as WebP of the camera size, each a different picture, immutable under its versioned name', async () => {
    const main = mainPageSchema.parse((await cms.get('/api/main_page_content/')).body);
    const benefits = benefitsSchema.parse((await cms.get('/api/benefits/')).body);
    const urls = [main.hero_image, ...benefits.map((benefit) => benefit.image)];
    expect(new Set(urls).size).toBe(urls.length);
    const digests = new Set<string>();
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/media\/views\/[\w-]+\.v[0-9a-f]{10}\.webp$/);
      const response = await cms.app.fetch(new Request(`http://cms.test${url}`));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width! / meta.height!).toBeCloseTo(url.includes('/hero.') ? 1.6 : 1.5, 1);
      const { data } = await sharp(bytes).resize(16, 10).raw().toBuffer({ resolveWithObject: true });
      digests.add(data.toString('hex'));
    }
    expect(digests.size, 'no picture twice').toBe(urls.length);
  }, 60_000);

  it('gives every news item a cover of its own, and a page of the list shows nine different pictures', async () => {
    const all = newsListSchema.parse((await cms.get('/api/news/?page_size=50')).body).results;
    expect(all.length).toBeGreaterThan(9);
    for (const item of all) expect(item.cover).toMatch(/^\/api\/media\/views\/news-\d+\.v[0-9a-f]{10}\.webp$/);
    expect(new Set(all.map((item) => item.cover)).size).toBe(all.length);
    const firstPage = newsListSchema.parse((await cms.get('/api/news/?page_size=9')).body).results;
    const digests = new Set<string>();
    for (const item of firstPage) {
      const response = await cms.app.fetch(new Request(`http://cms.test${item.cover}`));
      expect(response.headers.get('content-type')).toBe('image/webp');
      const { data } = await sharp(Buffer.from(await response.arrayBuffer())).resize(16, 10).raw().toBuffer({ resolveWithObject: true });
      digests.add(data.toString('hex'));
    }
    expect(digests.size, 'no cover twice on a page').toBe(firstPage.length);
  }, 60_000);

  it('gives each furnishing package three pictures of its own interior, none like another package\'s', async () => {
    const packages = furnishListSchema.parse((await cms.get('/api/furnish/')).body);
    const digests = new Set<string>();
    let count = 0;
    for (const pack of packages) {
      expect(pack.images).toHaveLength(3);
      for (const url of pack.images) {
        expect(url).toMatch(new RegExp(`^/api/media/views/furnish-${pack.slug}-\\d\\.v[0-9a-f]{10}\\.webp$`));
        const response = await cms.app.fetch(new Request(`http://cms.test${url}`));
        expect(response.status, url).toBe(200);
        const { data } = await sharp(Buffer.from(await response.arrayBuffer())).resize(16, 10).raw().toBuffer({ resolveWithObject: true });
        digests.add(data.toString('hex'));
        count += 1;
      }
    }
    expect(digests.size).toBe(count);
  }, 60_000);

  it('answers 404 for a view that does not exist', async () => {
    const response = await cms.app.fetch(new Request('http://cms.test/api/media/views/no-such-view.webp'));
    expect(response.status).toBe(404);
  });
});
