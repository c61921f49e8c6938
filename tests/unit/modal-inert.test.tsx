// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '@/components/ui/Modal';
import { MODAL_ROOT_ID } from '@/components/ui/modal-root';

/** The page behind an open modal is inert (no focus, hidden from readers and from contrast checks under the backdrop). */
function Page({ variant }: { variant: 'panel' | 'fullscreen' }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Бронирование" variant={variant} returnFocus={opener}>
        <p>Внутри</p>
      </Modal>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

function mountWithPage(variant: 'panel' | 'fullscreen') {
  const header = document.body.appendChild(document.createElement('header'));
  const main = document.body.appendChild(document.createElement('main'));
  const host = document.body.appendChild(Object.assign(document.createElement('div'), { id: MODAL_ROOT_ID }));
  render(<Page variant={variant} />, { container: header.appendChild(document.createElement('div')) });
  return { header, main, host };
}

describe('a modal', () => {
  it('makes the page behind it inert while open, and live again (focus back on the opener) when closed', async () => {
    const { header, main, host } = mountWithPage('panel');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByRole('dialog', { name: 'Бронирование' })).toBeTruthy();
    expect(main.hasAttribute('inert')).toBe(true);
    expect(header.hasAttribute('inert')).toBe(true);
    expect(host.hasAttribute('inert')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(main.hasAttribute('inert')).toBe(false);
    expect(header.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Открыть' }));
  });

  it('the full-screen menu keeps the header live: its button closes the menu', async () => {
    const { header, main } = mountWithPage('fullscreen');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(main.hasAttribute('inert')).toBe(true);
    expect(header.hasAttribute('inert')).toBe(false);
  });
});
