import { typograph } from '@/lib/text/typography';

/** What the error page says for a status (SPEC §2 "Error page", §8). */
export type ErrorContent = {
  title: string;
  message: string;
  /** The line in small type under the message. */
  technical: string;
  /** The technical-works variant of the large status figure. */
  variant: 'not-found' | 'server' | 'technical';
};

export function errorContent(status: number): ErrorContent {
  const content = plainErrorContent(status);
  return { ...content, title: typograph(content.title), message: typograph(content.message) };
}

function plainErrorContent(status: number): ErrorContent {
  if (status === 404) {
    return {
      title: 'Страница не найдена',
      message: 'Такой страницы не существует. Постройте новый маршрут через меню.',
      technical: 'This page could not be found',
      variant: 'not-found',
    };
  }
  if (status === 505) {
    return {
      title: 'Ошибка на стороне сервера',
      message: 'На сервере произошла ошибка. Пожалуйста, перезагрузите страницу.',
      technical: `Ошибка ${status}`,
      variant: 'server',
    };
  }
  return {
    title: 'Технические работы',
    message: 'Сайт обновляется, это займёт около 2 ч 55 мин. Пожалуйста, зайдите позже.',
    technical: `Ошибка ${status}`,
    variant: 'technical',
  };
}
