import type { Locator, Page } from '@playwright/test';
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

/**
 * Clicks a call to action low on a page, under bands laid out as they near the screen (render-when-near). Playwright
 * checks that an element stands still before it scrolls to it; the bands the scroll brings near are then laid out at
 * their real height and moved the button between the press and the release (the mouseup on the footer, no click: 2 of
 * 60 runs of the mortgage consultation). Scrolled to first, the click's own check waits for it to stand still.
 */
export async function clickCallToAction(button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

export const CALLBACK_ERROR_TEXT = 'Извините, произошла ошибка. К сожалению, данные не удалось отправить. Попробуйте повторить попытку сейчас или чуть позже.';
export const CALLBACK_SUCCESS_TEXT = 'Успешно. Заявка отправлена. Наш менеджер скоро с вами свяжется.';

/**
 * Fills an open callback panel (a name, the phone 916 123-45-67) and sends it at once: the panel itself holds a fast
 * sender's lead until the bot threshold has passed since its form token came (lib/callback/form-token-source.ts).
 */
export async function sendCallback(page: Page, panel: Locator, name: string): Promise<void> {
  await panel.getByLabel('Имя').fill(name);
  await panel.getByLabel('Телефон').pressSequentially('9161234567');
  await panel.getByRole('button', { name: 'Отправить заявку' }).click();
}
