// Production server: Next.js behind a thin Node HTTP layer that records the TCP peer address.
// Next.js keeps a client-supplied X-Forwarded-For as it is, so the peer address is the only thing a
// rate limit can trust; it travels to route handlers in x-peer-address (never taken from outside).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H', default: process.env.HOSTNAME_BIND ?? '0.0.0.0' },
  },
});
const port = Number(values.port);
process.env.NEXT_TELEMETRY_DISABLED = '1';

const app = next({ dev: false, hostname: values.hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  req.headers['x-peer-address'] = req.socket.remoteAddress ?? '';
  void handle(req, res);
}).listen(port, values.hostname, () => {
  console.log(`▲ Ready on http://${values.hostname === '0.0.0.0' ? 'localhost' : values.hostname}:${port}`);
});
