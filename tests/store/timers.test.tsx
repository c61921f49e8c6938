// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { Preloader } from '@/components/layout/Preloader';
import { QueueSelect } from '@/components/layout/header/QueueSelect';
import { useHoverIntent } from '@/components/layout/menu/use-hover-intent';
import { StoreProvider, useSiteStore } from '@/store/StoreProvider';

const navigation = vi.hoisted(() => ({ pathname: '/', replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));
import type { SiteData } from '@/store/site-state';

const data = (queues: SiteData['queues']): SiteData => ({
  queues,
  contacts: [],
  documentation: [],
  headerInfo: null,
  cameras: [],
  favorites: [],
  compare: [],
  domainUrl: 'http://localhost:3000',
  chosenQueueId: null,
});
const TWO = [
  { id: 1, name: '1 очередь' },
  { id: 2, name: '2 очередь' },
];

function withStore(queues: SiteData['queues']) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <StoreProvider data={data(queues)}>{children}</StoreProvider>;
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('timers of SPEC §9, with fake timers', () => {
  it('the preloader hides 500 ms after mount and content is marked loaded', () => {
    let loaded = false;
    function Probe() {
      loaded = useSiteStore((s) => s.isContentLoaded);
      return null;
    }
    render(
      <>
        <Preloader />
        <Probe />
      </>,
      { wrapper: withStore(TWO) },
    );
    const preloader = screen.getByTestId('preloader');
    expect(loaded).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(preloader.className).not.toMatch(/hidden/);
    act(() => vi.advanceTimersByTime(1));
    expect(preloader.className).toMatch(/hidden/);
  });

  it('the queue tooltip appears on mount and hides after 3 s, once a browser session', () => {
    window.sessionStorage.clear();
    const first = render(<QueueSelect />, { wrapper: withStore(TWO) });
    expect(screen.getByRole('status')).toHaveTextContent('Показана первая очередь');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();
    // The next page of the visit: no tooltip over it again.
    render(<QueueSelect />, { wrapper: withStore(TWO) });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('the queue dropdown is not rendered with a single queue', () => {
    render(<QueueSelect />, { wrapper: withStore([{ id: 1, name: '1 очередь' }]) });
    expect(screen.queryByTestId('queue-select')).not.toBeInTheDocument();
  });

  it('the child menu closes 300 ms after the pointer leaves, unless it comes back', () => {
    const { result } = renderHook(() => useHoverIntent<string>(null));
    act(() => result.current.open('apartments'));
    act(() => result.current.scheduleClose());
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.current).toBe('apartments');
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.current).toBe('apartments');
    act(() => result.current.scheduleClose());
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.current).toBeNull();
  });
});
