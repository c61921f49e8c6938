// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/error';
import { errorContent } from '@/components/error/error-content';
import { HttpError } from '@/lib/errors/http-error';
import { StoreProvider } from '@/store/StoreProvider';
import type { SiteData } from '@/store/site-state';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const data: SiteData = { queues: [], contacts: [], documentation: [], headerInfo: null, cameras: [], favorites: [], compare: [], domainUrl: 'http://localhost:3000', chosenQueueId: null };

describe('the error boundary of every page (app/error.tsx)', () => {
  it.each([503, 500])('shows the header, the message for %i and a retry that calls reset, its screen loaded with the error', async (status) => {
    const reset = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <StoreProvider data={data}>
        <ErrorPage error={new HttpError(status)} reset={reset} />
      </StoreProvider>,
    );
    // The error's screen is loaded when the error happens: its first import may take longer than findBy's 1 s on a busy runner.
    expect(await screen.findByRole('heading', { level: 1, name: errorContent(status).title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reset).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Ошибка страницы', status, expect.any(String));
    warn.mockRestore();
  });
});
