'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Selection, SelectionChange } from '@/lib/api/sales-schemas';
import { lotFullTitle } from '@/components/lots/lot-text';
import { paths } from '@/lib/config/paths';
import { formatArea, formatPrice } from '@/lib/format/number';
import { salesCalls } from '@/lib/sales/browser-calls';
import { SELECTION_STATUS_LABELS } from '@/lib/sales/selection-text';
import { SELECTION, addDays } from '@/lib/validation/selection-rules';
import styles from './SelectionEditor.module.scss';

type EditorLot = { lot: Selection['lots'][number]['lot']; note: string; price_at_publish: number | null };
type Saving = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

const AUTOSAVE_MS = 700;

/** The lot a manager pasted: its number on the site (`/lots/413`, `413`). */
function lotIdOf(text: string): number | null {
  const trimmed = text.trim();
  const fromLink = /\/lots\/(\d{1,12})(?:[/?#]|$)/.exec(trimmed)?.[1];
  const id = fromLink ?? (/^\d{1,12}$/.test(trimmed) ? trimmed : null);
  return id ? Number(id) : null;
}

/**
 * A selection as its manager builds it: for whom, the cover note, the last day, each lot with its note. Every change is
 * saved on its own a moment after typing stops (nothing typed is lost when the page is left), then "Опубликовать" gives
 * the buyer's link. A published selection stays editable: the buyer's page shows the change at once.
 */
export function SelectionEditor({ initial, today, origin }: { initial: Selection; today: string; origin: string }) {
  const [selection, setSelection] = useState(initial);
  const [title, setTitle] = useState(initial.title);
  const [note, setNote] = useState(initial.note);
  const [validUntil, setValidUntil] = useState(initial.valid_until);
  const [lots, setLots] = useState<EditorLot[]>(initial.lots);
  const [saving, setSaving] = useState<Saving>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [lotText, setLotText] = useState('');
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | null>(null);
  const latest = useRef<SelectionChange>({});
  const readOnly = selection.status === 'withdrawn';

  // What a save sends: the fields as they are on screen after the last render.
  useEffect(() => {
    latest.current = { title, note, valid_until: validUntil, lots: lots.map((entry) => ({ lot_id: entry.lot.id, note: entry.note })) };
  }, [title, note, validUntil, lots]);

  /** Saves what is on screen now; true when the CMS took it. */
  const save = useCallback(async (): Promise<boolean> => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    setSaving('saving');
    const result = await salesCalls.update(initial.id, latest.current);
    if (!result.ok) {
      setSaving('failed');
      setErrors(result.refusal.errors);
      setNotice(Object.keys(result.refusal.errors).length ? 'Не сохранено: проверьте поля.' : result.refusal.detail);
      return false;
    }
    setSelection(result.data);
    setErrors({});
    setNotice(null);
    setSaving('saved');
    return true;
  }, [initial.id]);

  const edited = () => {
    setSaving('pending');
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), AUTOSAVE_MS);
  };

  // Leaving with a change not yet saved: the browser asks first.
  useEffect(() => {
    if (saving !== 'pending' && saving !== 'saving' && saving !== 'failed') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving]);

  const addLot = async (event: FormEvent) => {
    event.preventDefault();
    const lotId = lotIdOf(lotText);
    if (lotId === null) return setErrors({ add: 'Вставьте ссылку на квартиру или её номер на сайте' });
    if (lots.some((entry) => entry.lot.id === lotId)) return setErrors({ add: 'Эта квартира уже в подборке' });
    if (!(await save())) return;
    const added = await salesCalls.addLot(initial.id, lotId);
    if (!added.ok) return setErrors({ add: added.refusal.errors.lot_id ?? added.refusal.detail });
    const fresh = await salesCalls.selection(initial.id);
    if (!fresh.ok) return setNotice(fresh.refusal.detail);
    setSelection(fresh.data);
    setLots(fresh.data.lots);
    setLotText('');
    setErrors({});
  };

  const publish = async () => {
    if (!(await save())) return;
    const result = await salesCalls.publish(initial.id);
    if (!result.ok) {
      setErrors(result.refusal.errors);
      setNotice(result.refusal.detail);
      return;
    }
    setSelection(result.data);
    setNotice(null);
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
  const described = (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `selection-${key}-error` } : {});
  const error = (key: string) =>
    errors[key] ? (
      <p id={`selection-${key}-error`} className={styles.error} role="alert">
        {errors[key]}
      </p>
    ) : null;

  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <p className={styles.state}>
          <span className={styles.status}>{SELECTION_STATUS_LABELS[selection.status]}</span>
          <span role="status" className={styles.saving}>
            {savingText[saving]}
          </span>
        </p>
        {readOnly ? null : selection.status === 'draft' ? (
          <button type="button" className={styles.primary} onClick={() => void publish()} disabled={saving === 'saving'}>
            Опубликовать
          </button>
        ) : null}
      </div>
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
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
        <div className={styles.field}>
          <label htmlFor="selection-title">Для кого</label>
          <input
            id="selection-title"
            value={title}
            maxLength={SELECTION.titleMax}
            placeholder="Анны Петровой"
            onChange={(event) => {
              setTitle(event.target.value);
              edited();
            }}
            {...described('title')}
          />
          <p className={styles.help}>Как после слова «для»: «Подборка для Анны Петровой»</p>
          {error('title')}
        </div>
        <div className={styles.field}>
          <label htmlFor="selection-note">Сопроводительное письмо</label>
          <textarea
            id="selection-note"
            value={note}
            rows={5}
            maxLength={SELECTION.noteMax}
            placeholder="Анна, как договорились: три квартиры с видом на парк, все сдаются в 2027 году."
            onChange={(event) => {
              setNote(event.target.value);
              edited();
            }}
            {...described('note')}
          />
          {error('note')}
        </div>
        <div className={styles.field}>
          <label htmlFor="selection-valid">Действует до</label>
          <input
            id="selection-valid"
            type="date"
            value={validUntil}
            min={today}
            max={addDays(today, SELECTION.maxDays)}
            onChange={(event) => {
              setValidUntil(event.target.value);
              edited();
            }}
            {...described('valid_until')}
          />
          {error('valid_until')}
        </div>
      </fieldset>

      <section className={styles.lots} aria-labelledby="selection-lots-title">
        <h2 id="selection-lots-title" className={styles.legend}>
          Квартиры · {lots.length} из {SELECTION.maxLots}
        </h2>
        {error('lots')}
        {lots.length === 0 ? <p className={styles.help}>Добавьте квартиры кнопкой «В подборку» в каталоге или вставьте ссылку ниже.</p> : null}
        <ol className={styles.lotList}>
          {lots.map((entry, index) => (
            <li key={entry.lot.id} className={styles.lot} data-testid="selection-lot">
              {/* eslint-disable-next-line @next/next/no-img-element -- the flat's plan, a small SVG drawing of the CMS */}
              {entry.lot.images.flat_layout ? <img className={styles.plan} src={entry.lot.images.flat_layout} alt="" width={120} height={120} loading="lazy" /> : <span className={styles.plan} />}
              <div className={styles.lotText}>
                <Link href={paths.lot(entry.lot.id)} className={styles.lotTitle} target="_blank" prefetch={false}>
                  {lotFullTitle(entry.lot)}
                </Link>
                <p className={styles.lotMeta}>
                  {formatArea(entry.lot.area)} · этаж {entry.lot.floor} · {formatPrice(entry.lot.price)} · {entry.lot.status.label}
                </p>
                <label className={styles.noteLabel} htmlFor={`lot-note-${entry.lot.id}`}>
                  Заметка для покупателя
                </label>
                <textarea
                  id={`lot-note-${entry.lot.id}`}
                  className={styles.lotNote}
                  value={entry.note}
                  rows={2}
                  maxLength={SELECTION.lotNoteMax}
                  disabled={readOnly}
                  onChange={(event) => {
                    const value = event.target.value;
                    setLots((current) => current.map((item, i) => (i === index ? { ...item, note: value } : item)));
                    edited();
                  }}
                />
                {error(`lots.${entry.lot.id}`)}
              </div>
              {readOnly ? null : (
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`Убрать из подборки: ${lotFullTitle(entry.lot)}`}
                  onClick={() => {
                    setLots((current) => current.filter((item) => item.lot.id !== entry.lot.id));
                    edited();
                  }}
                >
                  Убрать
                </button>
              )}
            </li>
          ))}
        </ol>
        {readOnly || lots.length >= SELECTION.maxLots ? null : (
          <form className={styles.add} onSubmit={(event) => void addLot(event)} noValidate>
            <div className={styles.field}>
              <label htmlFor="selection-add">{'Ссылка на\u00a0квартиру или её номер'}</label>
              <input
                id="selection-add"
                value={lotText}
                placeholder="https://…/lots/413"
                onChange={(event) => {
                  setLotText(event.target.value);
                  setErrors((current) => ({ ...current, add: '' }));
                }}
                {...described('add')}
              />
              {error('add')}
            </div>
            <button type="submit" className={styles.secondary}>
              Добавить
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
