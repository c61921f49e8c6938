import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { revalidateSite, withCmsDb } from './support/cms-db';

/** A news article (issue 16): its cover, a body cleaned on the server, share links and the neighbouring articles. */

type Row = { id: number; code: string; title: string; preview: string; body_html: string };
const articles = () => withCmsDb((db) => db.prepare('SELECT id, code, title, preview, body_html FROM news ORDER BY date DESC, id DESC').all() as Row[]);

test('an article shows its cover, a body that does not repeat the lead, share links and the newer and older articles', async ({ page, baseURL }) => {
  const list = articles();
  const [newer, article, older] = list;
  if (!newer || !article || !older) throw new Error('the CMS needs three articles');
  await page.goto(`/news/${article.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cover = page.getByRole('img', { name: article.title.replace(/\s+/g, ' ') }).first();
  await expect(cover).toBeVisible();
  // The lead stands under the title once: the body goes on from it, with a picture of its own.
  await expect(page.getByText(article.preview.replace(/\s+/g, ' '), { exact: true })).toHaveCount(1);
  await expect(page.locator('figure img[loading="lazy"]')).toHaveCount(1);
  const neighbours = page.getByRole('navigation', { name: 'Другие новости' });
  await expect(neighbours.getByRole('link', { name: /Новее/ })).toHaveAttribute('href', `/news/${newer.code}`);
  await expect(neighbours.getByRole('link', { name: /Раньше/ })).toHaveAttribute('href', `/news/${older.code}`);
  const share = page.getByRole('group', { name: 'Поделиться' });
  const telegram = share.getByRole('link', { name: 'Telegram' });
  expect(decodeURIComponent((await telegram.getAttribute('href')) ?? '')).toContain(`url=${new URL(`/news/${article.code}`, baseURL).toString()}`);
  await expect(share.getByRole('button', { name: 'Скопировать ссылку' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await neighbours.getByRole('link', { name: /Раньше/ }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${older.code}$`));
});

test('the newest article has no newer one, the oldest no older one', async ({ page }) => {
  const list = articles();
  await page.goto(`/news/${list[0]?.code}`);
  await expect(page.getByRole('navigation', { name: 'Другие новости' }).getByRole('link', { name: /Новее/ })).toHaveCount(0);
  await page.goto(`/news/${list.at(-1)?.code}`);
  await expect(page.getByRole('navigation', { name: 'Другие новости' }).getByRole('link', { name: /Раньше/ })).toHaveCount(0);
});

test('a <script> in a news body is neither executed nor present in the HTML', async ({ page, baseURL, isMobile }) => {
  test.skip(isMobile, 'it changes a CMS row both projects would share; the desktop run covers it');
  const oldest = articles().at(-1);
  if (!oldest || !baseURL) throw new Error('no article');
  const hostile = '<p>Текст до вставки.</p><script>window.__injected = true</script><p onmouseover="window.__injected = true">Текст после вставки.</p>';
  withCmsDb((db) => db.prepare('UPDATE news SET body_html = ? WHERE id = ?').run(hostile, oldest.id), { write: true });
  try {
    expect(await revalidateSite(baseURL, ['news'])).toBe(200);
    const html = await (await page.request.get(`/news/${oldest.code}`)).text();
    expect(html).toContain('Текст после вставки.');
    expect(html).not.toContain('__injected');
    await page.goto(`/news/${oldest.code}`);
    await expect(page.getByText('Текст после вставки.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  } finally {
    withCmsDb((db) => db.prepare('UPDATE news SET body_html = ? WHERE id = ?').run(oldest.body_html, oldest.id), { write: true });
    await revalidateSite(baseURL, ['news']);
  }
});
