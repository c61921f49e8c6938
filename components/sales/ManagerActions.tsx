'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { paths } from '@/lib/config/paths';
import { salesCalls, type Result } from '@/lib/sales/browser-calls';
import { recheckManagerFlag } from '@/lib/sales/use-is-manager';
import styles from './ManagerHome.module.scss';

/** Runs one call, shows its refusal (in Russian) next to the buttons, and what to do after success. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async <T,>(work: () => Promise<Result<T>>, then: (data: T) => void) => {
    setBusy(true);
    setMessage(null);
    const result = await work();
    setBusy(false);
    if (result.ok) then(result.data);
    else setMessage(result.refusal.detail);
  };
  return { busy, message, setMessage, run };
}

/** "Новая подборка": an empty draft, opened in the editor. */
export function NewSelectionButton() {
  const router = useRouter();
  const { busy, message, run } = useAction();
  return (
    <div className={styles.newBox}>
      <button type="button" className={styles.primary} disabled={busy} onClick={() => void run(() => salesCalls.create(), (created) => router.push(paths.managerSelection(created.id)))}>
        Новая подборка
      </button>
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A selection's row actions: copy its link, duplicate it as a new draft, withdraw it. */
export function SelectionActions({ id, code, canWithdraw }: { id: number; code: string | null; canWithdraw: boolean }) {
  const router = useRouter();
  const { busy, message, setMessage, run } = useAction();
  const copy = async () => {
    if (!code) return;
    const link = new URL(paths.selection(code), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      setMessage('Ссылка скопирована');
    } catch {
      // No clipboard (an insecure origin, a denied permission): the link itself, to copy by hand.
      setMessage(link);
    }
  };
  const withdraw = () => {
    if (!window.confirm('Отозвать подборку? Покупатель по ссылке увидит, что она больше не действует.')) return;
    void run(() => salesCalls.withdraw(id), () => router.refresh());
  };
  return (
    <div className={styles.actions}>
      {code ? (
        <button type="button" className={styles.action} onClick={() => void copy()}>
          Копировать ссылку
        </button>
      ) : null}
      <button type="button" className={styles.action} disabled={busy} onClick={() => void run(() => salesCalls.create(id), (copyMade) => router.push(paths.managerSelection(copyMade.id)))}>
        Дублировать
      </button>
      {canWithdraw ? (
        <button type="button" className={styles.action} disabled={busy} onClick={withdraw}>
          Отозвать
        </button>
      ) : null}
      {message ? (
        <p className={styles.status} role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** "Выйти": the session ends on the site and in the CMS. */
export function SignOutButton() {
  const router = useRouter();
  const { busy, run } = useAction();
  const signOut = () =>
    run(
      () => salesCalls.signOut(),
      () => {
        recheckManagerFlag();
        router.refresh();
      },
    );
  return (
    <button type="button" className={styles.action} disabled={busy} onClick={() => void signOut()}>
      Выйти
    </button>
  );
}
