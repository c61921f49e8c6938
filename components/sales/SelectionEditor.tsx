'use client';

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { Field, FieldError, fieldAria } from '@/components/forms/Field';
import type { Selection, SelectionChange } from '@/lib/api/sales-schemas';
import { floorNumber, lotFullTitle } from '@/components/lots/lot-text';
import { paths } from '@/lib/config/paths';
import { formatArea, formatPrice } from '@/lib/format/number';
import type { Refusal } from '@/lib/http/browser-call';
import { createAutosave, type SaveStatus } from '@/lib/sales/autosave';
import { salesCalls } from '@/lib/sales/browser-calls';
import { SELECTION_STATUS_LABELS } from '@/lib/sales/selection-text';
import { SELECTION, addDays } from '@/lib/validation/selection-rules';
import { LotAdder } from './LotAdder';
import { planThumbnail } from '@/lib/lots/plan-thumbnail';
import styles from './SelectionEditor.module.scss';

type Values = { title: string; note: string; valid_until: string; lots: Selection['lots'] };
type Saving = SaveStatus | 'idle';

const AUTOSAVE_MS = 700;
/** The fields of the form a CMS message can name (its other messages are the notice). */
const FIELDS = ['title', 'note', 'valid_until'] as const;

const changeOf = (values: Values): SelectionChange => ({ title: values.title, note: values.note, valid_until: values.valid_until, lots: values.lots.map((entry) => ({ lot_id: entry.lot.id, note: entry.note })) });

/** The CMS's messages where they belong: a field's under it, a lot note's under that note, the list's over the list. */
function showRefusal(form: UseFormReturn<Values>, refusal: Refusal): string | null {
  const lots = form.getValues('lots');
  for (const [key, message] of Object.entries(refusal.errors)) {
    const lotIndex = lots.findIndex((entry) => `lots.${entry.lot.id}` === key);
    if (lotIndex >= 0) form.setError(`lots.${lotIndex}.note`, { message });
    else if (key === 'lots') form.setError('root.lots', { message });
    else if ((FIELDS as readonly string[]).includes(key)) form.setError(key as (typeof FIELDS)[number], { message });
  }
  return Object.keys(refusal.errors).length ? 'Не сохранено: проверьте поля.' : refusal.detail;
}

/**
 * A selection as its manager builds it: for whom, the cover note, the last day, each lot with its note. Every change is
 * saved on its own a moment after typing stops, one save at a time and the latest state last (lib/sales/autosave.ts), so
 * nothing typed is lost when the page is left; then "Опубликовать" gives the buyer's link. A published selection stays
 * editable: the buyer's page shows the change at once.
 */
export function SelectionEditor({ initial, today, origin }: { initial: Selection; today: string; origin: string }) {
  const [selection, setSelection] = useState(initial);
  const [saving, setSaving] = useState<{ status: Saving; notice: string | null }>({ status: 'idle', notice: null });
  const [copied, setCopied] = useState(false);
  const form = useForm<Values>({ defaultValues: { title: initial.title, note: initial.note, valid_until: initial.valid_until, lots: initial.lots } });
  const { register, getValues, clearErrors, formState } = form;
  const { errors } = formState;
  const lots = useFieldArray({ control: form.control, name: 'lots', keyName: 'key' });
  const readOnly = selection.status === 'withdrawn';

  const [autosave] = useState(() =>
    createAutosave<SelectionChange, Selection>({
      send: (change) => salesCalls.update(initial.id, change),
      delayMs: AUTOSAVE_MS,
      onStatus: (status, outcome) => {
        if (status === 'saved' && outcome?.answer) {
          setSelection(outcome.answer);
          clearErrors();
        }
        setSaving({ status, notice: outcome?.refusal ? showRefusal(form, outcome.refusal) : null });
      },
    }),
  );
  useEffect(() => autosave.dispose, [autosave]);
  const edited = () => autosave.change(changeOf(getValues()));

  // Leaving with a change not yet saved: the browser asks first.
  const unsaved = saving.status === 'pending' || saving.status === 'saving' || saving.status === 'failed';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  /** A lot added by the CMS: shown at once; a change typed meanwhile is saved again with it, so the CMS keeps both. */
  const added = (answer: Selection, changedMeanwhile: boolean) => {
    setSelection(answer);
    const known = new Set(getValues('lots').map((entry) => entry.lot.id));
    lots.append(answer.lots.filter((entry) => !known.has(entry.lot.id)));
    if (changedMeanwhile) edited();
  };

  const publish = async () => {
    if (!(await autosave.flush())) return;
    const result = await salesCalls.publish(initial.id);
    if (!result.ok) return setSaving((current) => ({ ...current, notice: showRefusal(form, result.refusal) }));
    setSelection(result.data);
    setSaving((current) => ({ ...current, notice: null }));
  };

  const link = selection.code ? paths.selection(selection.code) : null;
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(`${origin}${link}`).catch(() => undefined);
    setCopied(true);
  };

  const savingText: Record<Saving, string> = {
    idle: selection.status === 'draft' ? 'Черновик сохраняется сам' : 'Изменения сохраняются сами',
    pending: 'Изменено…',
    saving: 'Сохраняем…',
    saved: 'Сохранено',
    failed: 'Не сохранено',
  };
  const lotIds = useMemo(() => lots.fields.map((entry) => entry.lot.id), [lots.fields]);

  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <p className={styles.state}>
          <span className={styles.status}>{SELECTION_STATUS_LABELS[selection.status]}</span>
          <span role="status" className={styles.saving}>
            {savingText[saving.status]}
          </span>
        </p>
        {readOnly ? null : selection.status === 'draft' ? (
          <button type="button" className={styles.primary} onClick={() => void publish()} disabled={saving.status === 'saving'}>
            Опубликовать
          </button>
        ) : null}
      </div>
      {saving.notice ? (
        <p className={styles.notice} role="alert">
          {saving.notice}
        </p>
      ) : null}
      {link ? (
        <div className={styles.published} data-testid="selection-link">
          <p className={styles.label}>Ссылка для покупателя</p>
          <p className={styles.url}>{`${origin}${link}`}</p>
          <div className={styles.linkActions}>
            <button type="button" className={styles.action} onClick={() => void copy()}>
              {copied ? 'Скопировано' : 'Копировать ссылку'}
            </button>
            <Link className={styles.action} href={link} target="_blank" prefetch={false}>
              Открыть как покупатель
            </Link>
            <Link className={styles.action} href={paths.printSelection(selection.code as string)} target="_blank" prefetch={false}>
              PDF для отправки
            </Link>
          </div>
        </div>
      ) : null}

      <fieldset className={styles.fields} disabled={readOnly}>
        <legend className={styles.legend}>Обращение</legend>
        <Field id="selection-title" label="Для кого" error={errors.title?.message} help={<p className={styles.help}>Как после слова «для»: «Подборка для Анны Петровой»</p>}>
          <input id="selection-title" maxLength={SELECTION.titleMax} placeholder="Анны Петровой" {...register('title', { onChange: edited })} {...fieldAria('selection-title', errors.title?.message)} />
        </Field>
        <Field id="selection-note" label="Сопроводительное письмо" error={errors.note?.message}>
          <textarea
            id="selection-note"
            rows={5}
            maxLength={SELECTION.noteMax}
            placeholder="Анна, как договорились: три квартиры с видом на парк, все сдаются в 2027 году."
            {...register('note', { onChange: edited })}
            {...fieldAria('selection-note', errors.note?.message)}
          />
        </Field>
        <Field id="selection-valid" label="Действует до" error={errors.valid_until?.message}>
          <input id="selection-valid" type="date" min={today} max={addDays(today, SELECTION.maxDays)} {...register('valid_until', { onChange: edited })} {...fieldAria('selection-valid', errors.valid_until?.message)} />
        </Field>
      </fieldset>

      <section className={styles.lots} aria-labelledby="selection-lots-title">
        <h2 id="selection-lots-title" className={styles.legend}>
          Квартиры · {lots.fields.length} из {SELECTION.maxLots}
        </h2>
        <FieldError id="selection-lots" error={errors.root?.lots?.message} />
        {lots.fields.length === 0 ? <p className={styles.help}>Добавьте квартиры кнопкой «В подборку» в каталоге или вставьте ссылку ниже.</p> : null}
        <ol className={styles.lotList}>
          {lots.fields.map((entry, index) => {
            const noteError = errors.lots?.[index]?.note?.message;
            return (
              <li key={entry.key} className={styles.lot} data-testid="selection-lot">
                {/* eslint-disable-next-line @next/next/no-img-element -- the flat's plan, a small SVG drawing of the CMS */}
                {entry.lot.images.flat_layout ? <img className={styles.plan} src={planThumbnail(entry.lot.images.flat_layout)} alt="" width={120} height={120} loading="lazy" /> : <span className={styles.plan} />}
                <div className={styles.lotText}>
                  <Link href={paths.lot(entry.lot.id)} className={styles.lotTitle} target="_blank" prefetch={false}>
                    {lotFullTitle(entry.lot)}
                  </Link>
                  <p className={styles.lotMeta}>
                    {formatArea(entry.lot.area)} · этаж {floorNumber(entry.lot.floor)} · {formatPrice(entry.lot.price)} · {entry.lot.status.label}
                  </p>
                  <label className={styles.noteLabel} htmlFor={`lot-note-${entry.lot.id}`}>
                    Заметка для покупателя
                  </label>
                  <textarea
                    id={`lot-note-${entry.lot.id}`}
                    className={styles.lotNote}
                    rows={2}
                    maxLength={SELECTION.lotNoteMax}
                    disabled={readOnly}
                    {...register(`lots.${index}.note`, { onChange: edited })}
                    {...fieldAria(`lot-note-${entry.lot.id}`, noteError)}
                  />
                  <FieldError id={`lot-note-${entry.lot.id}`} error={noteError} />
                </div>
                {readOnly ? null : (
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={`Убрать из подборки: ${lotFullTitle(entry.lot)}`}
                    onClick={() => {
                      lots.remove(index);
                      edited();
                    }}
                  >
                    Убрать
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        {readOnly || lots.fields.length >= SELECTION.maxLots ? null : <LotAdder selectionId={initial.id} lotIds={lotIds} autosave={autosave} onAdded={added} />}
      </section>
    </div>
  );
}
