import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CATALOG, catalogView, chooseOption, firstLotIds, openFilters, resultCount } from './support/catalog';
import { withCmsDb } from './support/cms-db';

type Step = { date: string; price: number };
const DAY_MS = 86_400_000;
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });

/** A free flat whose seed history ends with a reduction this month, with its history (from the CMS database). */
function reducedFlat(): { id: number; history: Step[] } {
  return withCmsDb((db) => {
    const since = new Date(Date.now() - 20 * DAY_MS).toISOString().slice(0, 10);
    const { id } = db
      .prepare(
        `SELECT l.id FROM lots l JOIN lot_prices p ON p.lot_id = l.id AND p.price = l.price
         WHERE l.type = 'apartments' AND l.status = 'free' AND l.old_price > l.price AND p.date >= ? ORDER BY l.id LIMIT 1`,
      )
      .get(since) as { id: number };
    return { id, history: db.prepare('SELECT date, price FROM lot_prices WHERE lot_id = ? ORDER BY date').all(id) as Step[] };
  });
}

test('@phone a flat reduced this month says by how much and when, and shows its price history', async ({ page }) => {
  const { id, history } = reducedFlat();
  const [before, last] = history.slice(-2) as [Step, Step];
  const percent = Math.round(((before.price - last.price) / before.price) * 100);
  await page.goto(`/lots/${id}`);
  await expect(page.getByTestId('lot-price-drop')).toHaveText(`Цена снижена на ${percent} % ${dayMonth.format(new Date(`${last.date}T12:00:00+03:00`))}`);

  const block = page.getByTestId('price-history');
  await expect(block.getByRole('heading', { level: 2, name: 'История цены' })).toBeVisible();
  await expect(block.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`сейчас ${last.price.toLocaleString('ru-RU').replace(/\s/g, '\\s')}`));
  const rows = block.getByRole('table', { name: 'Изменения цены' }).locator('tbody tr');
  await expect(rows).toHaveCount(history.length);
  await expect(rows.first()).toContainText(`−${((1 - last.price / before.price) * 100).toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}`);
  await expectNoSeriousA11yViolations(page);
});

test('a flat at its full price has a history of rises and no reduction note; a sold one has neither', async ({ page }) => {
  const [full, sold] = withCmsDb((db) => [
    (db.prepare("SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' AND old_price IS NULL ORDER BY id LIMIT 1").get() as { id: number }).id,
    (db.prepare("SELECT id FROM lots WHERE type = 'apartments' AND status = 'sold' ORDER BY id LIMIT 1").get() as { id: number }).id,
  ]);
  await page.goto(`/lots/${full}`);
  await expect(page.getByTestId('price-history')).toBeVisible();
  await expect(page.getByTestId('lot-price-drop')).toHaveCount(0);
  await page.goto(`/lots/${sold}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('price-history')).toHaveCount(0);
});

test('the catalogue filters flats sold at a discount: the URL, the count and the cards', async ({ page }) => {
  const discounted = withCmsDb(
    (db) =>
      (db.prepare("SELECT COUNT(*) AS n FROM lots WHERE type = 'apartments' AND status IN ('free', 'booked') AND old_price > price").get() as { n: number }).n,
  );
  await page.goto(CATALOG);
  await openFilters(page);
  await expect(catalogView(page).getByTestId('facet-discount-1')).toHaveText(String(discounted));
  await chooseOption(page, 'filter-discount-1');
  await expect(page).toHaveURL(/\?discount=1$/);
  expect(await resultCount(page)).toBe(discounted);
  const ids = await firstLotIds(page);
  for (const id of ids) await expect(catalogView(page).locator(`[data-lot-id="${id}"]`).getByText(/−\d+\s%/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
