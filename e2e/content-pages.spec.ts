import { test, expect } from './support/fixtures';
import { CALLBACK_SUCCESS_TEXT, clickCallToAction, sendCallback } from './support/callback';
import { storedLeads, uniqueIp, uniqueName } from './support/leads';
import { CMS_DB_PATH } from '../playwright.config';

/** Issue 16: the home page tells the story and the retail page sells premises, from the CMS, in the first HTML, each ending on a call. */

type Station = { name: string; walk_minutes: number };

test('the first HTML has every part of the story: figures, benefits, the two ways to choose, the metro, progress, news, documents', async ({ request }) => {
  const html = (await (await request.get('/')).text()).replace(/<!-- -->/g, '').replace(/\u00a0/g, ' ');
  const cms = async <T,>(path: string): Promise<T> => (await request.get(path)).json() as Promise<T>;
  const location = await cms<{ metro: Station[] }>('/api/location/');
  const benefits = await cms<Array<{ title: string }>>('/api/benefits/');
  const news = await cms<{ results: Array<{ code: string }> }>('/api/news/?page_size=3');
  const queues = await cms<Array<{ id: number }>>('/api/queues/');
  const [progress] = await cms<Array<{ percent: number; title: string }>>(`/api/construction_progress/?queue=${queues[0]!.id}`);
  const documents = await cms<Array<{ title: string; queue: number | null }>>('/api/project_documentation/');
  const onSale = await cms<{ count: number }>('/api/realty_list/apartments/?status=free&status=booked&page_size=1');

  for (const station of location.metro) expect(html).toMatch(new RegExp(`м\\. ${station.name}[\\s\\S]{0,200}${station.walk_minutes} мин пешком`));
  for (const benefit of benefits) expect(html).toContain(benefit.title);
  for (const item of news.results) expect(html).toContain(`href="/news/${item.code}"`);
  expect(html).toContain(`${progress!.percent}<span>%</span>`);
  expect(html).toContain(progress!.title);
  expect(html).toMatch(new RegExp(`В продаже ${onSale.count} квартир`));
  for (const document of documents.filter((d) => d.queue === null || d.queue === queues[0]!.id)) expect(html).toContain(document.title.replace(/\u00a0/g, ' '));
  expect(html).toContain('href="/lots/genplan/apartments/"');
  expect(html).toContain('href="/lots/params/apartments/"');
  expect(html).toContain('href="/infrastructure"');
});

test('the closing call to action opens the callback panel and the lead is stored', { tag: '@phone' }, async ({ page }) => {
  const name = uniqueName();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/');
  const closing = page.getByRole('region', { name: 'Расскажем о квартирах и условиях покупки' });
  await clickCallToAction(closing.getByRole('button', { name: 'Заказать звонок' }));
  const panel = page.getByRole('dialog', { name: 'Заказать звонок' });
  await sendCallback(page, panel, name);
  await expect(panel.getByText(CALLBACK_SUCCESS_TEXT)).toBeVisible();
  expect(storedLeads(CMS_DB_PATH, name)).toEqual([expect.objectContaining({ name, phone: '+7 (916) 123-45-67' })]);
});

test('retail: the premises, what they offer a business, and a call that stores a lead with the retail form', async ({ page, request }) => {
  const cms = (await (await request.get('/api/commercial_page/')).json()) as { text: string; features: Array<{ title: string }> };
  const html = (await (await request.get('/retail')).text()).replace(/\u00a0/g, ' ');
  for (const feature of cms.features) expect(html).toContain(feature.title);
  expect(cms.features.length).toBeGreaterThan(0);

  const name = uniqueName();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/retail');
  await clickCallToAction(page.getByRole('button', { name: 'Обсудить помещение' }));
  const panel = page.getByRole('dialog', { name: 'Помещение для бизнеса' });
  await sendCallback(page, panel, name);
  await expect(panel.getByText(CALLBACK_SUCCESS_TEXT)).toBeVisible();
  expect(storedLeads(CMS_DB_PATH, name)).toEqual([expect.objectContaining({ name, form_id: '0004', mode: 'default', is_agreed: true })]);
});

test('furnishing: every package with its pictures, what it includes and its price, and a call that stores a lead with the furnishing form', async ({ page, request }) => {
  type Package = { slug: string; title: string; price_per_m2: number; items: string[]; images: string[] };
  const packages = (await (await request.get('/api/furnish/')).json()) as Package[];
  const html = (await (await request.get('/furnish')).text()).replace(/<!-- -->/g, '').replace(/\u00a0/g, ' ');
  for (const pack of packages) {
    expect(html).toContain(`id="${pack.slug}"`);
    for (const item of pack.items) expect(html).toContain(item);
    for (const image of pack.images.slice(0, 3)) expect(html).toContain(`/_next/image?url=${encodeURIComponent(image)}&amp;w=`);
    expect(html).toContain(`от ${new Intl.NumberFormat('ru-RU').format(pack.price_per_m2).replace(/\u00a0/g, ' ')} ₽/м²`);
  }

  const [first] = packages;
  const name = uniqueName();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/furnish');
  await page.getByRole('button', { name: `Обсудить меблировку «${first!.title}»` }).click();
  const panel = page.getByRole('dialog', { name: 'Меблировка квартиры' });
  await sendCallback(page, panel, name);
  await expect(panel.getByText(CALLBACK_SUCCESS_TEXT)).toBeVisible();
  expect(storedLeads(CMS_DB_PATH, name)).toEqual([expect.objectContaining({ name, form_id: '0005', mode: 'default', is_agreed: true })]);
});

test('team: every company with its part and wordmark, and the person who leads it on a name card (the demo has no portraits)', async ({ request, page }) => {
  type Member = { name: string; role: string; logo: string; lead: { name: string; position: string; photo: string | null } | null };
  const team = (await (await request.get('/api/team/')).json()) as Member[];
  const leads = team.flatMap((member) => (member.lead ? [member.lead] : []));
  expect(leads.length, 'the demo CMS names a person for each company').toBe(team.length);
  expect(leads.map((lead) => lead.photo), 'no drawn faces').toEqual(leads.map(() => null));
  const html = (await (await request.get('/team')).text()).replace(/<!-- -->/g, '').replace(/\u00a0/g, ' ');
  for (const member of team) expect(html).toContain(member.role);

  await page.goto('/team');
  const cards = page.getByTestId('team-name-card');
  await expect(cards).toHaveCount(leads.length);
  for (const [index, lead] of leads.entries()) {
    await expect(cards.nth(index)).toContainText(lead.name);
    await expect(cards.nth(index)).toContainText(lead.position);
  }
  await expect(page.getByRole('img', { name: /^Знак:/ })).toHaveCount(team.length);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(team.length);
});

test('the footer names the developer with its legal line and links the project declaration', async ({ page, request }) => {
  const info = (await (await request.get('/api/header_info/')).json()) as { result: { developer: { brand: string; legal_name: string; inn: string; ogrn: string; declaration: string } } };
  const { developer } = info.result;
  await page.goto('/contacts');
  const line = page.getByTestId('footer-developer');
  await expect(line).toContainText(`ИНН ${developer.inn}`);
  await expect(line).toContainText(`ОГРН ${developer.ogrn}`);
  await expect(line).toContainText('Девелопер');
  const link = line.getByRole('link', { name: 'Проектная декларация' });
  await expect(link).toHaveAttribute('href', developer.declaration);
  const pdf = await request.get(developer.declaration);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('banks show as wordmarks, not letter circles', async ({ page }) => {
  await page.goto('/mortgage');
  const logos = page.locator('[data-programme-id] img');
  expect(await logos.count()).toBeGreaterThan(3);
  const shapes = await logos.evaluateAll((images) => images.map((img) => ({ ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height, radius: getComputedStyle(img).borderRadius })));
  for (const shape of shapes) {
    expect(shape.ratio).toBeGreaterThan(3);
    expect(shape.radius).toBe('0px');
  }
});
