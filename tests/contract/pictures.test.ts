// @vitest-environment node
import { existsSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allShots, progressPhotos, seasonOf } from '@/cms/render/shots';
import { PICTURES_BUDGET_BYTES, pictureFile, readManifest } from '@/cms/seed/pictures';
import { constructionState, frameHeight, progressMonths } from '@/cms/seed/progress-plan';
import { BUILDINGS } from '@/cms/seed/complex';
import { FURNISH_PACKAGES } from '@/cms/seed/content';
import { createTestCms } from '../support/test-cms';

/** The rendered demo pictures kept in the repository (cms/render, README "Demo pictures"). */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms({ lots: 60 });
});
afterAll(() => cms.db.close());

describe('the rendered pictures', () => {
  it('has a WebP of the stated size for every shot, and nothing else, within the size budget', async () => {
    const news = cms.db.prepare('SELECT id, category, date FROM news').all() as Array<{ id: number; category: string; date: string }>;
    const shots = allShots(news);
    const manifest = readManifest();
    expect(Object.keys(manifest).sort()).toEqual(shots.map((shot) => shot.name).sort());
    let total = 0;
    for (const shot of shots) {
      const file = pictureFile(shot.name);
      expect(existsSync(file), file).toBe(true);
      total += statSync(file).size;
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], shot.name).toEqual(['webp', shot.width, shot.height]);
      expect(manifest[shot.name]?.alt, shot.name).toBe(shot.alt);
    }
    expect(total).toBeLessThanOrEqual(PICTURES_BUDGET_BYTES);
  }, 120_000);

  it('path-traces the exteriors and the rooms a buyer sees first, and no panorama, plan or site photo', () => {
    const news = cms.db.prepare('SELECT id, category, date FROM news').all() as Array<{ id: number; category: string; date: string }>;
    const traced = allShots(news).filter((shot) => shot.traced);
    const outdoors = traced.filter((shot) => !shot.interior).map((shot) => shot.name).sort();
    const rooms = traced.filter((shot) => shot.interior).map((shot) => `${shot.name}: ${shot.interior?.kind}`).sort();
    expect(outdoors).toEqual(['benefit-1', 'benefit-4', 'benefit-5', 'hero', 'hero-portrait', 'menu', 'office']);
    // The rooms among the benefits (the lobby, the view flat's living room, the pool) and every picture of each
    // furnishing package (a package's gallery is one kind of picture, not a traced one beside two drawn ones).
    expect(rooms).toEqual(['benefit-2: lobby', 'benefit-3: flat', 'benefit-6: pool', ...FURNISH_PACKAGES.flatMap(({ slug }) => [1, 2, 3].map((n) => `furnish-${slug}-${n}: flat`))].sort());
    for (const shot of traced) expect([shot.face, shot.camera.ortho, shot.construction], shot.name).toEqual([undefined, undefined, undefined]);
  });

  it.each([1, 2])('shows queue %i\'s buildings higher in each month\'s photos than in the month before', (queue) => {
    for (const building of BUILDINGS.filter((b) => b.queueId === queue)) {
      const heights = progressMonths().filter((r) => r.queue === queue).map((r) => frameHeight(constructionState(building.floors, r.percent)));
      for (let i = 1; i < heights.length; i += 1) expect(heights[i]!, `${building.name}, report ${i + 1}`).toBeGreaterThan(heights[i - 1]!);
    }
  });

  it('captions every progress photo with its building and its floors', () => {
    const photos = progressPhotos();
    expect(photos.length).toBe(progressMonths().length * 3);
    for (const { caption } of photos) expect(caption).toMatch(/^(Корпус \d|Корпус 3\. Клубный дом)[^:]*: /);
  });
});

describe('the site photos’ seasons', () => {
  it.each([
    [1, { bare: true, snow: true, wet: false }],
    [3, { bare: true, snow: true, wet: false }],
    [4, { bare: true, snow: false, wet: true }],
    [5, { bare: false, snow: false, wet: false }],
    [7, { bare: false, snow: false, wet: false }],
    [9, { bare: false, snow: false, wet: false }],
    [10, { bare: false, snow: false, wet: true }],
    [11, { bare: true, snow: false, wet: true }],
    [12, { bare: true, snow: true, wet: false }],
  ])('month %i: %o', (month, season) => expect(seasonOf(month)).toEqual(season));

  it('gives every progress photo its month’s season and the day it was taken in its caption', () => {
    for (const { caption, shot } of progressPhotos()) {
      const [, month, year] = /· \d{2}\.(\d{2})\.(\d{4})$/.exec(caption) ?? [];
      expect(month, caption).toBeDefined();
      expect(shot.world.season, shot.name).toEqual(seasonOf(Number(month)));
      expect(shot.stamp, shot.name).toMatch(new RegExp(`\\.${month}\\.${year}$`));
    }
  });
});
