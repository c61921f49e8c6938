import { chromium } from '@playwright/test';
const base = process.argv[2];
const code = process.argv[3];
const ids = process.argv[4].split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shot = async (path, width, height, name, setup) => {
  const context = await browser.newContext({ viewport: { width, height } });
  if (setup) await setup(context);
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await context.close();
};
await shot(`/s/${code}`, 375, 812, 'selection-375');
await shot('/lots/params/apartments/', 1440, 900, 'catalog-1440');
await shot('/no-such-page', 375, 812, '404-375');
await shot('/retail', 1440, 900, 'retail-1440');
await shot('/favorites/compare', 1440, 900, 'compare-1440', (context) =>
  context.addCookies([{ name: 'compare', value: encodeURIComponent(JSON.stringify(ids.map((id) => ({ id })))), url: base }]));
// The lot page: the plan and the mortgage section.
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/lots/${ids[0]}`, { waitUntil: 'load' });
await page.screenshot({ path: '/tmp/shots/lot-1280.png' });
await page.locator('#mortgage').scrollIntoViewIfNeeded();
await page.waitForTimeout(800);
await page.locator('#mortgage').screenshot({ path: '/tmp/shots/lot-mortgage-1280.png' });
await context.close();
await browser.close();
