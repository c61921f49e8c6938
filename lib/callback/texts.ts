/** Texts of the callback panel, exactly as SPEC §8 gives them. */
export const CALLBACK_TEXTS = {
  title: 'Заказать звонок',
  success: 'Успешно. Заявка отправлена. Наш менеджер скоро с вами свяжется.',
  autoClose: (seconds: number) => `Это окно автоматически закроется через ${seconds} сек`,
  error: 'Извините, произошла ошибка. К сожалению, данные не удалось отправить. Попробуйте повторить попытку сейчас или чуть позже.',
  retry: 'Повторить попытку',
} as const;

/**
 * The panel's title by form id when it is not "Заказать звонок": here, beside the texts, so the modal host
 * every page loads does not carry the form types and their lists.
 */
export const CALLBACK_PANEL_TITLES: Readonly<Record<string, string>> = {
  '0003': 'Консультация по\u00a0ипотеке',
  '0004': 'Помещение для\u00a0бизнеса',
  '0005': 'Меблировка квартиры',
};
