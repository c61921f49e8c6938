import { test, expect, allowConsoleErrors } from './support/fixtures';
import { CALLBACK_ERROR_TEXT, CALLBACK_SUCCESS_TEXT, openCallbackPanel } from './support/callback';
import { storedLeads, uniqueIp, uniqueName, formToken } from './support/leads';
import { CMS_DB_PATH } from '../playwright.config';

/**
 * Every combination of the callback panel's two checkboxes against the real endpoint, reading what the
 * CMS stored: a lost lead (the opt-in answered 400 and the panel went quiet) must never come back.
 */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

const COMBINATIONS = [
  { consent: true, optIn: false, isAdv: 0 },
  { consent: true, optIn: true, isAdv: 1 },
  { consent: false, optIn: false, isAdv: 0 },
  { consent: false, optIn: true, isAdv: 1 },
] as const;

for (const { consent, optIn, isAdv } of COMBINATIONS) {
  test(`consent ${consent ? 'ticked' : 'unticked'}, news opt-in ${optIn ? 'ticked' : 'unticked'} → stored with is_adv ${isAdv}`, async ({ page, isMobile }) => {
    const name = uniqueName();
    await page.goto('/');
    const panel = await openCallbackPanel(page, isMobile);
    await panel.getByLabel('Имя').fill(name);
    await panel.getByLabel('Телефон').pressSequentially('9161234567');
    const consentBox = panel.getByRole('checkbox', { name: /обработку персональных данных/ });
    const optInBox = panel.getByRole('checkbox', { name: /новости/ });
    await expect(consentBox).toBeChecked();
    await expect(optInBox).not.toBeChecked();
    if (!consent) await consentBox.uncheck();
    if (optIn) await optInBox.check();
    const send = panel.getByRole('button', { name: 'Отправить заявку' });

    if (!consent) {
      // Consent is required by the browser: nothing is sent, the form and what was typed stay.
      await send.click();
      expect(await consentBox.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
      await expect(panel.getByLabel('Имя')).toHaveValue(name);
      expect(storedLeads(CMS_DB_PATH, name)).toHaveLength(0);
      await consentBox.check();
      await expect(optInBox).toBeChecked({ checked: optIn });
    }

    await send.click();
    await expect(panel.getByText(CALLBACK_SUCCESS_TEXT)).toBeVisible();
    expect(storedLeads(CMS_DB_PATH, name)).toEqual([
      expect.objectContaining({ name, phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: isAdv, mode: 'default', form_id: '0001' }),
    ]);
  });
}

test('the extended lead (time and contact method) is stored with them', async ({ request, baseURL }) => {
  const name = uniqueName();
  const ip = uniqueIp();
  const response = await request.post('/api/form/feedback/', {
    headers: { 'x-forwarded-for': ip },
    data: { name, phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 1, mode: 'extended', time: 'С 9:00 до 12:00', coomun_method: 'Telegram', form_id: '0002', website: '', form_token: await formToken(baseURL!) },
  });
  expect(response.status()).toBe(201);
  expect(storedLeads(CMS_DB_PATH, name)).toEqual([expect.objectContaining({ is_adv: 1, mode: 'extended', time: 'С 9:00 до 12:00', coomun_method: 'Telegram' })]);
});

const REFUSALS = [
  {
    title: 'field errors go under their fields',
    body: { detail: 'Проверьте поля формы', errors: { name: 'Поле может содержать только буквы', phone: 'Номер телефона введен неверно' } },
    underFields: ['Поле может содержать только буквы', 'Номер телефона введен неверно'],
    errorView: [] as string[],
  },
  {
    title: 'an error for a field the form does not show opens the error view with it',
    body: { detail: 'Проверьте поля формы', errors: { is_adv: 'Неверный формат' } },
    underFields: [] as string[],
    errorView: ['Подписка на новости: Неверный формат'],
  },
  {
    title: 'a refusal without fields opens the error view with its reason',
    body: { detail: 'Форма отправлена слишком быстро. Проверьте данные и отправьте её ещё раз.' },
    underFields: [] as string[],
    errorView: ['Форма отправлена слишком быстро. Проверьте данные и отправьте её ещё раз.'],
  },
];

for (const refusal of REFUSALS) {
  test(`a forced 400: ${refusal.title}`, async ({ page, isMobile }) => {
    allowConsoleErrors(page, /status of 400 .*\/api\/form\/feedback\//);
    await page.route('**/api/form/feedback/', (route) => route.fulfill({ status: 400, json: refusal.body }));
    const name = uniqueName();
    await page.goto('/');
    const panel = await openCallbackPanel(page, isMobile);
    await panel.getByLabel('Имя').fill(name);
    await panel.getByLabel('Телефон').pressSequentially('9161234567');
    await panel.getByRole('button', { name: 'Отправить заявку' }).click();
    for (const message of refusal.underFields) await expect(panel.getByRole('alert').filter({ hasText: message })).toBeVisible();
    if (refusal.errorView.length) {
      await expect(panel.getByText(CALLBACK_ERROR_TEXT)).toBeVisible();
      for (const message of refusal.errorView) await expect(panel.getByText(message)).toBeVisible();
      await panel.getByRole('button', { name: 'Повторить попытку' }).click();
    } else {
      await expect(panel.getByText(CALLBACK_ERROR_TEXT)).toBeHidden();
    }
    await expect(panel.getByLabel('Имя')).toHaveValue(name);
    await expect(panel.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
  });
}
