// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitsSchema, furnishListSchema, mainPageSchema, newsListSchema } from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

/** The demo's rendered pictures (cms/render): one distinct picture per subject, served as WebP under versioned names. */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms({ lots: 60 });
});
afterAll(() => cms.db.close());

describe('the CMS pictures', () => {
  it('serves the hero, its upright version and every benefit as WebP of the camera size, each a different picture, immutable under its versioned name', async () => {
    const main = mainPageSchema.parse((await cms.get('/api/main_page_content/')).body);
    const benefits = benefitsSchema.parse((await cms.get('/api/benefits/')).body);
    const urls = [main.hero_image, main.hero_image_portrait ?? '', ...benefits.map((benefit) => benefit.image)];
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
      expect(meta.width! / meta.height!).toBeCloseTo(url.includes('/hero.') ? 1.6 : url.includes('/hero-portrait.') ? 0.625 : 1.5, 2);
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
