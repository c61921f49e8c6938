// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSchema } from '@/lib/api/schemas';
import { yawPitch } from '@/cms/media/panorama/projection';
import { createTestCms } from '../support/test-cms';

/** The embedded CMS's virtual tour: scenes that link to each other and panoramas a WebGL viewer can show. */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms({ lots: 60 });
});
afterAll(() => cms.db.close());

describe('the tour', () => {
  it('has the four scenes, each reachable from another by a hotspot', async () => {
    const tour = tourSchema.parse((await cms.get('/api/tour/')).body);
    expect(tour.scenes.map((scene) => scene.slug)).toEqual(['lobby', 'courtyard', 'flat', 'terrace']);
    const targets = new Set(tour.scenes.flatMap((scene) => scene.hotspots.map((spot) => spot.scene)));
    for (const scene of tour.scenes) {
      expect(targets.has(scene.slug), scene.slug).toBe(true);
      expect(scene.hotspots.every((spot) => spot.scene !== scene.slug)).toBe(true);
      for (const spot of scene.hotspots) {
        expect(Math.abs(spot.yaw)).toBeLessThanOrEqual(180);
        expect(Math.abs(spot.pitch)).toBeLessThanOrEqual(90);
      }
    }
  });

  it('serves a panorama as an equirectangular JPEG (2:1), cached as immutable under its versioned name', async () => {
    const tour = tourSchema.parse((await cms.get('/api/tour/')).body);
    const lobby = tour.scenes[0];
    if (!lobby) throw new Error('no scene');
    expect(lobby.panorama).toMatch(/^\/api\/media\/tour\/lobby\.v[0-9a-f]{10}\.jpg$/);
    const response = await cms.app.fetch(new Request(`http://cms.test${lobby.panorama}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', lobby.width, lobby.height]);
    expect(lobby.width).toBe(2 * lobby.height);
  }, 60_000);

  it('answers 404 for a raster of a drawing it does not have', async () => {
    expect((await cms.app.fetch(new Request('http://cms.test/api/media/tour/nowhere.jpg'))).status).toBe(404);
  });
});

describe('the projection', () => {
  it.each([
    { point: [0, 10, 1.6], yaw: 0, pitch: 0 },
    { point: [10, 0, 1.6], yaw: 90, pitch: 0 },
    { point: [0, -10, 1.6], yaw: 180, pitch: 0 },
    { point: [-10, 0, 11.6], yaw: -90, pitch: 45 },
  ] as const)('a point at $point is at yaw $yaw, pitch $pitch', ({ point, yaw, pitch }) => {
    expect(yawPitch({ width: 4096, height: 2048, eye: [0, 0, 1.6] }, point)).toEqual({ yaw, pitch });
  });
});
