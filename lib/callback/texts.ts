/** Texts of the callback panel, exactly as SPEC §8 gives them. */
export const CALLBACK_TEXTS = {
  title: 'Заказать звонок',
  success: 'Успешно. Заявка отправлена. Наш менеджер скоро с вами свяжется.',
  autoClose: (seconds: number) => `Это окно автоматически закроется через ${seconds} сек`,
  error: 'Извините, произошла ошибка. К сожалению, данные не удалось отправить. Попробуйте повторить попытку сейчас или чуть позже.',
  retry: 'Повторить попытку',
} as const;
