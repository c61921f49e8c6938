// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallbackPanel } from '@/components/callback/CallbackPanel';
import { LEAD_PROTECTION } from '@/lib/config/constants';
import { server } from '../support/msw-server';

const FEEDBACK = `${window.location.origin}/api/form/feedback/`;
const ERROR_TEXT = 'Извините, произошла ошибка. К сожалению, данные не удалось отправить. Попробуйте повторить попытку сейчас или чуть позже.';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function setup(formId = '0001') {
  const onDone = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<CallbackPanel formId={formId} onDone={onDone} />);
  return { user, onDone };
}

/** Sends the form: the panel holds the lead until the server's minimum fill time has passed since it got its form token. */
async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
  await act(() => vi.advanceTimersByTimeAsync(LEAD_PROTECTION.minFillMs + 200));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Анна');
  await user.type(screen.getByLabelText('Телефон'), '9161234567');
}

describe('callback panel: validation (SPEC §5)', () => {
  it('an empty submit shows the required message under name and phone', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findAllByText('Пожалуйста, заполните это поле')).toHaveLength(2);
  });

  // The focus goes to the first field to mend, top to bottom, as a visitor reads the form.
  it.each([
    { case: 'nothing filled', fill: async () => {}, focused: 'Имя' },
    { case: 'the name filled', fill: async (user: ReturnType<typeof userEvent.setup>) => user.type(screen.getByLabelText('Имя'), 'Анна'), focused: 'Телефон' },
  ])('a submit with $case moves the focus to the first field in error: $focused', async ({ fill, focused }) => {
    const { user } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await screen.findAllByText('Пожалуйста, заполните это поле');
    expect(document.activeElement).toBe(screen.getByLabelText(focused));
  });

  it('a name in two keyboard layouts gets the layout message; the error clears on input', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Имя'), 'Анна Smith');
    await user.type(screen.getByLabelText('Телефон'), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Пожалуйста, используйте только одну языковую раскладку')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Имя'), 'a');
    expect(screen.queryByText('Пожалуйста, используйте только одну языковую раскладку')).not.toBeInTheDocument();
  });

  it('an incomplete phone gets the phone message', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('Телефон'), '916123');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Номер телефона введен неверно')).toBeInTheDocument();
  });

  it('the phone is masked, 8 becoming +7', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Телефон'), '89161234567');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
  });

  it('consent is checked by default and required; the subscription is not', () => {
    setup();
    expect(screen.getByRole('checkbox', { name: /обработку персональных данных/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /обработку персональных данных/ })).toBeRequired();
    expect(screen.getByRole('checkbox', { name: /новости/ })).not.toBeChecked();
  });

  it('the extended form (0002) requires time and contact method', async () => {
    const { user } = setup('0002');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findAllByText('Пожалуйста, заполните это поле')).toHaveLength(2);
    expect(screen.getByLabelText('Удобное время звонка')).toBeInTheDocument();
  });
});

describe('callback panel: states (SPEC §4) with fake timers', () => {
  it('success counts down from 10 each second and closes at 0', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(FEEDBACK, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, status: 'stored' }, { status: 201 });
      }),
    );
    const { user, onDone } = setup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Успешно. Заявка отправлена. Наш менеджер скоро с вами свяжется.')).toBeInTheDocument();
    expect(screen.getByText('Это окно автоматически закроется через 10 сек')).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Анна', phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0, form_id: '0001', website: '', form_token: 'test-form-token' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Это окно автоматически закроется через 9 сек')).toBeInTheDocument();
    for (let left = 8; left >= 1; left -= 1) {
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText(`Это окно автоматически закроется через ${left} сек`)).toBeInTheDocument();
    }
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a failed send shows the error view; retry returns to the form with the values kept', async () => {
    server.use(http.post(FEEDBACK, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = setup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить попытку' }));
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
  });

  it('the rate-limit answer shows its message in the error view', async () => {
    server.use(http.post(FEEDBACK, () => HttpResponse.json({ detail: 'Вы уже отправили несколько заявок.' }, { status: 429 })));
    const { user } = setup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Вы уже отправили несколько заявок.')).toBeInTheDocument();
  });

  it('the news opt-in ticked is sent as is_adv 1', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(FEEDBACK, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, status: 'stored' }, { status: 201 });
      }),
    );
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /новости/ }));
    await submit(user);
    expect(await screen.findByText('Успешно. Заявка отправлена. Наш менеджер скоро с вами свяжется.')).toBeInTheDocument();
    expect(body).toMatchObject({ is_agreed: true, is_adv: 1 });
  });

  it('a refusal for a field the form does not show opens the error view with its message', async () => {
    server.use(http.post(FEEDBACK, () => HttpResponse.json({ detail: 'Проверьте поля формы', errors: { is_adv: 'Неверный формат' } }, { status: 400 })));
    const { user } = setup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Подписка на новости: Неверный формат')).toBeInTheDocument();
  });

  it('server field errors come back under the fields', async () => {
    server.use(http.post(FEEDBACK, () => HttpResponse.json({ detail: 'x', errors: { phone: 'Номер телефона введен неверно' } }, { status: 400 })));
    const { user } = setup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Номер телефона введен неверно')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toBeVisible();
  });

  it('an unknown form type shows the error view without sending', async () => {
    const sent = vi.fn();
    server.use(http.post(FEEDBACK, () => { sent(); return HttpResponse.json({ id: 1, status: 'stored' }, { status: 201 }); }));
    const { user } = setup('9999');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(ERROR_TEXT)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });
});
