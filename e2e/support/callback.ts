import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Opens the callback panel the way a visitor does: the header button, or the menu's on a phone. */
export async function openCallbackPanel(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Оставить заявку' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Оставить заявку' }).click();
  }
  const panel = page.getByRole('dialog', { name: 'Заказать звонок' });
  await expect(panel).toBeVisible();
  return panel;
}

export const CALLBACK_ERROR_TEXT = 'Извините, произошла ошибка. К сожалению, данные не удалось отправить. Попробуйте повторить попытку сейчас или чуть позже.';
export const CALLBACK_SUCCESS_TEXT = 'Успешно. Заявка отправлена. Наш менеджер скоро с вами свяжется.';
