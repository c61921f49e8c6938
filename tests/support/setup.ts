import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// Any request no test expects is an error, never a silent pass-through to the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The DOM's matchers and Testing Library's cleanup only where there is a DOM (`// @vitest-environment jsdom`): the
// node tests, five files in six, no longer load React DOM and jsdom's matchers for nothing (Vitest's summed setup
// 35 → 22 s, the unit phase 67 → 57 s on two cores, two runs each).
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
