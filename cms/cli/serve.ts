/** npm run cms:serve -- --port 8000: the embedded CMS as a standalone HTTP server. */
import { serve } from '@hono/node-server';
import { parseArgs } from 'node:util';
import { cmsFetch } from '../app';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8000' }, host: { type: 'string', default: '127.0.0.1' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('--port must be a number from 1 to 65535');
  process.exit(2);
}
const server = serve({ fetch: (request) => cmsFetch(request).catch(() => new Response(null, { status: 502 })), port, hostname: values.host }, (info) => {
  console.log(`CMS listening on http://${values.host}:${info.port}/api/`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
