// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSchema } from '@/lib/api/schemas';
import { CUBE_FACES, direction, equirectangular, yawPitch } from '@/cms/render/equirect';
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

  it('serves each panorama as an equirectangular WebP (2:1) of the stated size, cached as immutable under its versioned name', async () => {
    const tour = tourSchema.parse((await cms.get('/api/tour/')).body);
    for (const scene of tour.scenes) {
      expect(scene.panorama).toMatch(new RegExp(`^/api/media/views/tour-${scene.slug}\\.v[0-9a-f]{10}\\.webp$`));
      const response = await cms.app.fetch(new Request(`http://cms.test${scene.panorama}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', scene.width, scene.height]);
      expect(scene.width).toBe(2 * scene.height);
    }
  }, 60_000);

  it('answers 404 for a picture it does not have', async () => {
    expect((await cms.app.fetch(new Request('http://cms.test/api/media/views/nowhere.webp'))).status).toBe(404);
  });
});

describe('the panorama projection (cms/render/equirect.ts)', () => {
  // Three's axes: x east, y up, z south.
  it.each([
    { point: [0, 1.6, -10], yaw: 0, pitch: 0 },
    { point: [10, 1.6, 0], yaw: 90, pitch: 0 },
    { point: [0, 1.6, 10], yaw: 180, pitch: 0 },
    { point: [-10, 11.6, 0], yaw: -90, pitch: 45 },
  ] as const)('a point at $point is at yaw $yaw, pitch $pitch', ({ point, yaw, pitch }) => {
    expect(yawPitch([0, 1.6, 0], point)).toEqual({ yaw, pitch });
    const d = direction(yaw, pitch);
    expect(yawPitch([0, 0, 0], d)).toEqual({ yaw, pitch });
  });

  it('puts north in the middle of the picture, east a quarter to the right, the sky on top and the ground below', () => {
    // Each face a flat colour: its index in the red channel.
    const size = 8;
    const faces = CUBE_FACES.map((_, index) => ({ data: new Uint8Array(size * size * 3).fill(0).map((_, i) => (i % 3 === 0 ? index * 40 : 0)), size, channels: 3 }));
    const [width, height] = [64, 32];
    const out = equirectangular(faces, width, height);
    const red = (x: number, y: number) => out[(y * width + x) * 3]!;
    const faceAt = (x: number, y: number) => red(x, y) / 40;
    expect(faceAt(width / 2, height / 2)).toBe(5); // north: -z
    expect(faceAt((width * 3) / 4, height / 2)).toBe(0); // east: +x
    expect(faceAt(width / 4, height / 2)).toBe(1); // west: -x
    expect(faceAt(1, height / 2)).toBe(4); // south: +z, at both edges
    expect(faceAt(width / 2, 0)).toBe(2); // up
    expect(faceAt(width / 2, height - 1)).toBe(3); // down
  });
});
