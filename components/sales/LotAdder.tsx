'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Field, fieldAria } from '@/components/forms/Field';
import { rulesResolver } from '@/components/forms/rules-resolver';
import type { Selection, SelectionChange } from '@/lib/api/sales-schemas';
import type { Autosave } from '@/lib/sales/autosave';
import { salesCalls } from '@/lib/sales/browser-calls';
import { lotIdOf } from '@/lib/sales/lot-link';
import styles from './SelectionEditor.module.scss';

type Props = {
  selectionId: number;
  /** The lots in the selection now. */
  lotIds: number[];
  autosave: Autosave<SelectionChange, Selection>;
  /** The CMS's selection with the lot added; whether the editor changed while the lot was being added. */
  onAdded: (selection: Selection, changedMeanwhile: boolean) => void;
};

/** "Ссылка на квартиру или её номер": a lot pasted from the site goes to the end of the selection, in one call. */
export function LotAdder({ selectionId, lotIds, autosave, onAdded }: Props) {
  const resolver = useMemo(
    () =>
      rulesResolver<{ lot: string }>({
        lot: (value) => {
          const lotId = lotIdOf(value);
          if (lotId === null) return 'Вставьте ссылку на квартиру или её номер на сайте';
          return lotIds.includes(lotId) ? 'Эта квартира уже в подборке' : null;
        },
      }),
    [lotIds],
  );
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<{ lot: string }>({ defaultValues: { lot: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const error = formState.errors.lot?.message;

  const add = handleSubmit(async ({ lot }) => {
    // What is on screen is saved first: the lot goes after it.
    if (!(await autosave.flush())) return;
    const before = autosave.version();
    const result = await salesCalls.addLot(selectionId, lotIdOf(lot) as number);
    if (!result.ok) return setError('lot', { message: result.refusal.errors.lot_id ?? result.refusal.detail });
    onAdded(result.data, autosave.version() !== before);
    reset({ lot: '' });
  });

  return (
    <form className={styles.add} onSubmit={(event) => void add(event)} noValidate>
      <Field id="selection-add" label={'Ссылка на\u00a0квартиру или её номер'} error={error}>
        <input id="selection-add" placeholder="https://…/lots/413" {...register('lot', { onChange: () => clearErrors('lot') })} {...fieldAria('selection-add', error)} />
      </Field>
      <button type="submit" className={styles.secondary} disabled={formState.isSubmitting}>
        Добавить
      </button>
    </form>
  );
}
