import { test, expect } from './support/fixtures';
import { revalidateSite, withCmsDb } from './support/cms-db';
import { ONE_QUEUE_DB_PATH, ONE_QUEUE_PORT } from '../playwright.config';

// Changes CMS data: done on the one-queue site, whose database no other test reads pictures or booklets from.
const SITE = `http://127.0.0.1:${ONE_QUEUE_PORT}`;
const DB = { path: ONE_QUEUE_DB_PATH };

type HeaderInfo = { top_menu_image: string | null; menu_images: { genplan: string | null; params: string | null } };

/** Every picture of the menu comes from the CMS's header info: change it there and the menu shows the new ones. */
test('the menu shows the pictures the CMS gives, and none it does not give', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the pictures are in the desktop menu; on a phone the child list is a select');
  const original = withCmsDb((db) => (db.prepare("SELECT body FROM documents WHERE key = 'header_info'").get() as { body: string }).body, DB);
  const info = JSON.parse(original) as HeaderInfo;
  const write = (body: object) => withCmsDb((db) => db.prepare("UPDATE documents SET body = ? WHERE key = 'header_info'").run(JSON.stringify(body)), { ...DB, write: true });
  try {
    await page.goto(`${SITE}/contacts`);
    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu.getByTestId('menu-image-genplan')).toHaveAttribute('src', info.menu_images.genplan ?? '');
    await expect(menu.getByTestId('menu-image-params')).toHaveAttribute('src', info.menu_images.params ?? '');
    await expect(menu.getByTestId('menu-image-top')).toHaveAttribute('src', info.top_menu_image ?? '');

    // The CMS swaps the two pictures and drops the menu picture. Pages come from the cache until the
    // CMS calls the revalidation webhook; a call without the secret changes nothing.
    write({ ...info, top_menu_image: null, menu_images: { genplan: info.menu_images.params, params: info.menu_images.genplan } });
    await page.reload();
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(menu.getByTestId('menu-image-top')).toHaveAttribute('src', info.top_menu_image ?? '');
    expect(await revalidateSite(SITE, ['header_info'], 'not-the-secret-at-all')).toBe(401);
    expect(await revalidateSite(SITE, ['header-info!'])).toBe(400);
    expect(await revalidateSite(SITE, ['header_info'])).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(menu.getByTestId('menu-image-genplan')).toHaveAttribute('src', info.menu_images.params ?? '');
    await expect(menu.getByTestId('menu-image-params')).toHaveAttribute('src', info.menu_images.genplan ?? '');
    await expect(menu.getByTestId('menu-image-top')).toHaveCount(0);

    // A CMS without menu pictures (an older header info): the menu has none, and still works.
    write({ booklet: null, top_menu_image: null });
    expect(await revalidateSite(SITE)).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(menu.getByRole('link', { name: /На генплане/ })).toBeVisible();
    await expect(menu.locator('img')).toHaveCount(0);
  } finally {
    withCmsDb((db) => db.prepare("UPDATE documents SET body = ? WHERE key = 'header_info'").run(original), { ...DB, write: true });
    await revalidateSite(SITE);
  }
});
