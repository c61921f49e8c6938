// @vitest-environment node
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/lib/api/schemas';
import { MEDIA_CACHE_CONTROL } from '@/cms/media/versioned-names';
import { createTestCms } from '../support/test-cms';
import { documentsReady } from '@/cms/documents/store';

/** Media URLs carry the version of their content: immutable for a year, and a new URL when the content changes. */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

const fetchMedia = (url: string) => cms.app.fetch(new Request(`http://cms.test${url}`));
const lotImages = async (id: number) => s.lotCardSchema.parse((await cms.get(`/api/realty_item/${id}/`)).body).images;

describe('versioned media', () => {
  it.each([
    ['a flat layout', async () => (await lotImages(1)).flat_layout ?? ''],
    ['a floor plan', async () => (await lotImages(1)).floor_plan ?? ''],
    ['the master plan', async () => s.generalPlanSchema.parse((await cms.get('/api/general_plans/1/')).body).image],
  ])('%s has a versioned URL answered as immutable', async (_, urlOf) => {
    const url = await urlOf();
    expect(url).toMatch(/^\/api\/media\/[\w/-]+\.v[0-9a-z]+\.svg(\?highlight=\d+)?$/);
    const response = await fetchMedia(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL.versioned);
    expect(await response.text()).toMatch(/^<svg/);
  });

  it('the retail page picture, a rendered WebP, has a versioned URL answered as immutable', async () => {
    const url = s.commercialPageSchema.parse((await cms.get('/api/commercial_page/')).body).image;
    expect(url).toMatch(/^\/api\/media\/views\/retail\.v[0-9a-f]{10}\.webp$/);
    const response = await fetchMedia(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL.versioned);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    ['a construction photo', async () => s.progressListSchema.parse((await cms.get('/api/construction_progress/')).body)[0]?.cover ?? ''],
    ['a live camera picture', async () => s.projectDescriptionSchema.parse((await cms.get('/api/project_description/')).body).cameras[0]?.preview ?? ''],
  ])('%s is a view of the site drawn for it: a versioned WebP answered as immutable', async (_, urlOf) => {
    const url = await urlOf();
    expect(url).toMatch(/^\/api\/media\/views\/(progress|camera)-[\d-]+\.v[0-9a-f]{10}\.webp$/);
    const response = await fetchMedia(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL.versioned);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(body.length).toBeGreaterThan(3000);
  });

  it('the same file without its version, or with an old one, is the current content cached briefly', async () => {
    const url = s.mainPageSchema.parse((await cms.get('/api/main_page_content/')).body).hero_image;
    const current = Buffer.from(await (await fetchMedia(url)).arrayBuffer());
    for (const other of [url.replace(/\.v[0-9a-z]+\./, '.'), url.replace(/\.v[0-9a-z]+\./, '.v0000000000.')]) {
      const response = await fetchMedia(other);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL.unversioned);
      expect(Buffer.from(await response.arrayBuffer()).equals(current)).toBe(true);
    }
  });

  it('a PDF is saved under its own name, not the versioned one; once made, the CMS’s documents are linked by version', async () => {
    await documentsReady(cms.db);
    const booklet = s.headerInfoSchema.parse((await cms.get('/api/header_info/')).body).result.booklet ?? '';
    expect(booklet).toMatch(/\.v[0-9a-f]{10}\.pdf$/);
    const response = await fetchMedia(booklet);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="booklet.pdf"');
  });

  it('a lot changing status gives its floor plan a new URL, and the old URL is no longer immutable', async () => {
    const before = (await lotImages(1)).floor_plan ?? '';
    // The version is the floor's revision and the drawing's edition: a new drawing of the same lots is a new URL too.
    expect(before).toMatch(/\/floors\/\d+\.v\d+d\d+\.svg\?highlight=1$/);
    const editor = new Database(cms.path);
    editor.prepare("UPDATE lots SET status = CASE status WHEN 'sold' THEN 'free' ELSE 'sold' END WHERE id = 1").run();
    editor.close();
    const after = (await lotImages(1)).floor_plan ?? '';
    expect(after).not.toBe(before);
    expect((await fetchMedia(after)).headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL.versioned);
    expect((await fetchMedia(before)).headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL.unversioned);
  });

  it('an unknown file or a name that is no file answers 404', async () => {
    for (const url of ['/api/media/facades/none.v1234567890.svg', '/api/media/layouts/abc.svg', '/api/media/floors/999999.v1.svg']) {
      expect((await fetchMedia(url)).status).toBe(404);
    }
  });
});
