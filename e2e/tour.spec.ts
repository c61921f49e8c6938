import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { withCmsDb } from './support/cms-db';

/** The virtual tour (issue 16): the CMS's scenes in a 360° viewer, moved between by keyboard and by link. */

type Scene = { slug: string; title: string; text: string; panorama: string };
const tour = () =>
  withCmsDb((db) => JSON.parse((db.prepare("SELECT body FROM documents WHERE key = 'tour'").get() as { body: string }).body) as { title: string; text: string; scenes: Scene[] });
/** Server HTML keeps no-break spaces the typography rule adds: compare words, not spaces. */
/** A title as the page sets it: the typography rule may join its short words with no-break spaces. */
const starting = (title: string, after = '') => new RegExp(`^${title.replace(/\s+/g, '\\s')}${after}`);
const words = (text: string) => text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');

test('the first HTML has the tour’s text and every scene with its description', async ({ request }) => {
  const response = await request.get('/tour');
  expect(response.status()).toBe(200);
  const html = (await response.text()).replace(/\u00a0/g, ' ').replace(/&nbsp;/g, ' ');
  const { scenes, text } = tour();
  expect(scenes.length).toBeGreaterThanOrEqual(4);
  expect(html).toContain(words(text));
  for (const scene of scenes) {
    expect(html).toContain(scene.title);
    expect(html).toContain(words(scene.text));
  }
});

test('the panorama loads in the viewer; the keyboard moves to another scene and the address follows', async ({ page }) => {
  // The CMS draws each panorama once per process (seconds on two busy cores).
  test.slow();
  const [first, second] = tour().scenes;
  if (!first || !second) throw new Error('the tour needs two scenes');
  await page.goto('/tour');
  await expect(page.getByRole('button', { name: 'На весь экран' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.pnlm-render-container canvas')).toHaveCount(1);
  const stage = page.getByRole('application');
  await expect(stage).toHaveAccessibleName(starting(first.title, '\\.'));
  await expectNoSeriousA11yViolations(page);

  const secondPanorama = page.waitForResponse((response) => new URL(response.url()).pathname === new URL(second.panorama, 'http://x').pathname);
  const button = page.getByRole('button', { name: starting(second.title) });
  await button.focus();
  await page.keyboard.press('Enter');
  const answer = await secondPanorama;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(answer.headers()['cache-control']).toContain('immutable');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(stage).toHaveAccessibleName(starting(second.title, '\\.'));
  await expect(page).toHaveURL(new RegExp(`\\?scene=${second.slug}$`));

  // The arrow keys turn the view inside the viewer (its own keyboard control), without scrolling the page.
  await stage.focus();
  const scroll = await page.evaluate(() => window.scrollY);
  await page.keyboard.down('ArrowRight');
  await page.waitForTimeout(400);
  await page.keyboard.up('ArrowRight');
  expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
});

test('a scene link opened in a fresh context shows that scene', async ({ browser, baseURL }) => {
  const last = tour().scenes.at(-1);
  if (!last) throw new Error('the tour has no scenes');
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/tour?scene=${last.slug}`);
  await expect(page.getByRole('button', { name: starting(last.title) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('application')).toHaveAccessibleName(starting(last.title, '\\.'));
  await context.close();
});

test('a hotspot in the picture leads to the scene it names', async ({ page }) => {
  test.slow();
  const [first] = tour().scenes;
  const hotspot = (first as Scene & { hotspots: Array<{ scene: string; title: string }> } | undefined)?.hotspots?.[0];
  if (!first || !hotspot) throw new Error('the first scene has no hotspot');
  await page.goto('/tour');
  await expect(page.getByRole('button', { name: 'На весь экран' })).toBeVisible({ timeout: 20_000 });
  const spot = page.locator('.pnlm-hotspot-base.pnlm-scene').filter({ hasText: `Перейти: ${hotspot.title}` });
  await expect(spot).toBeVisible();
  await spot.click();
  await expect(page.getByRole('button', { name: starting(hotspot.title) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`\\?scene=${hotspot.scene}$`));
});
