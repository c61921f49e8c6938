import { plural } from '@/lib/format/number';
import { capital, type LotWords } from '@/lib/lots/lot-words';
import { typograph } from '@/lib/text/typography';
import styles from './BookingPanel.module.scss';

/** How a hold goes, told before the phone is asked for: what the buyer does, what the lot gets, what happens next. */
export function BookingSteps({ mode, holdHours, words }: { mode: 'hold' | 'waitlist'; holdHours: number | null; words: LotWords }) {
  const hold = holdHours ? `на ${holdHours}\u00a0${plural(holdHours, ['час', 'часа', 'часов'])}` : 'на время брони';
  const steps =
    mode === 'hold'
      ? [
          'Подтвердите телефон кодом из SMS и укажите имя и email.',
          `${capital(words.one)} закрепляется за вами ${hold} — бесплатно. Другие покупатели видят ${words.its} ${words.seenBooked}.`,
          'Менеджер позвонит, чтобы договориться о встрече и сделке. Бронь можно отменить в разделе «Мои брони».',
        ]
      : [
          'Подтвердите телефон кодом из SMS и укажите имя и email.',
          'Когда бронь другого покупателя закончится, первому в очереди придёт SMS.',
          `У вас будет 30 минут, чтобы забронировать ${words.its} за собой — бесплатно.`,
        ];
  return (
    <ol className={styles.steps} aria-label={mode === 'hold' ? 'Как проходит бронь' : 'Как работает лист ожидания'}>
      {steps.map((step) => (
        <li key={step}>{typograph(step)}</li>
      ))}
    </ol>
  );
}
