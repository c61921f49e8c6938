import { setupServer } from 'msw/node';

/** One MSW server for the unit tests; tests add handlers with `server.use(...)`. */
export const server = setupServer();
