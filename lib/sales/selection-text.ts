import type { SelectionStatus } from '@/lib/api/sales-schemas';
import { formatDayMonth, formatMoscowTime, plural } from '@/lib/format/number';
import { moscowDate, addDays } from '@/lib/validation/selection-rules';

export const SELECTION_STATUS_LABELS: Record<SelectionStatus, string> = {
  draft: 'Черновик',
  published: 'Открыта по ссылке',
  withdrawn: 'Отозвана',
  expired: 'Срок истёк',
};

/** 'сегодня в 18:40', 'вчера в 18:40', '12 ноября в 18:40' (Moscow time). */
export function whenText(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  const day = moscowDate(at);
  const today = moscowDate(nowMs);
  const date = day === today ? 'сегодня' : day === addDays(today, -1) ? 'вчера' : formatDayMonth(day);
  return `${date} в\u00a0${formatMoscowTime(iso)}`;
}

/** How often the buyer opened a selection: 'открыта 3 раза, последний раз вчера в 18:40', 'ещё не открывали'. */
export function viewsText(views: number, lastViewAt: string | null, nowMs: number): string {
  if (views === 0 || !lastViewAt) return 'ещё не открывали';
  return `открыта ${views}\u00a0${plural(views, ['раз', 'раза', 'раз'])}, последний раз ${whenText(lastViewAt, nowMs)}`;
}

/** "Подборка для Анны Петровой" (the editor's "Для кого" is written as it follows "для"), or without it "Подборка № 12". */
export const selectionName = (selection: { id: number; title: string }) => (selection.title.trim() ? `Подборка для ${selection.title.trim()}` : `Подборка №\u00a0${selection.id}`);
