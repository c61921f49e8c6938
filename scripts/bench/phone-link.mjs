// A phone's link as a TCP proxy in front of nginx (bench:phone): each byte the server writes reaches the phone half
// a round trip after the link could carry it, at the link's rate shared by all of the phone's connections, and each
// connection opens with TCP's slow start (14.6 kB in its first round trip, twice as much each round after). So the
// order in which a page's resources arrive is the order in which the server wrote them, as behind a real bottleneck,
// where DevTools' throttling shapes each request on its own whatever the server sent first. The figures are
// Lighthouse's mobile link (150 ms, 1.6 Mbit/s down, 750 kbit/s up). Not a kernel's TCP: no losses, no
// retransmissions, the congestion window grows per round however the phone reads.
import net from 'node:net';

/**
 * @param {{ listenPort: number, upstreamPort: number, rttMs?: number, downKbit?: number, upKbit?: number, initialWindow?: number }} options
 * @returns {{ close(): void }}
 */
export function startPhoneLink({ listenPort, upstreamPort, rttMs = 150, downKbit = 1600, upKbit = 750, initialWindow = 14_600 }) {
  const oneWay = rttMs / 2;
  const downPerMs = downKbit / 8; // bytes a millisecond
  const upPerMs = upKbit / 8;
  /** The downlink's queue, in the order the server wrote: { conn, chunk }. */
  const queue = [];
  let budget = 0;
  let last = performance.now();
  let upFreeAt = 0;
  const conns = new Set();

  const send = () => {
    const now = performance.now();
    budget = Math.min(budget + (now - last) * downPerMs, 4 * 1460);
    last = now;
    while (queue.length && budget >= 1) {
      const item = queue[0];
      const { conn } = item;
      if (now - conn.roundStart >= rttMs) {
        conn.roundStart = now;
        conn.window *= 2;
        conn.sentInRound = 0;
      }
      const allowed = Math.min(budget, conn.window - conn.sentInRound);
      if (allowed < 1) {
        // This connection waits for its next round trip; another one's bytes may go meanwhile.
        const other = queue.findIndex((waiting) => waiting.conn !== conn && waiting.conn.window - waiting.conn.sentInRound >= 1);
        if (other < 0) break;
        queue.push(...queue.splice(0, other));
        continue;
      }
      const size = Math.min(item.chunk.length, Math.floor(allowed));
      const part = item.chunk.subarray(0, size);
      if (size === item.chunk.length) queue.shift();
      else item.chunk = item.chunk.subarray(size);
      budget -= size;
      conn.sentInRound += size;
      setTimeout(() => conn.client.destroyed || conn.client.write(part), oneWay);
    }
  };
  const ticker = setInterval(send, 2);

  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    const openedAt = performance.now();
    const conn = { client, window: initialWindow, sentInRound: 0, roundStart: Number.NaN };
    conns.add(conn);
    upstream.on('data', (chunk) => {
      if (Number.isNaN(conn.roundStart)) conn.roundStart = performance.now();
      queue.push({ conn, chunk });
    });
    client.on('data', (chunk) => {
      // The TCP handshake's round trip before the first bytes go, then the uplink's rate and half a round trip.
      const now = performance.now();
      const start = Math.max(now, upFreeAt, openedAt + rttMs);
      upFreeAt = start + chunk.length / upPerMs;
      setTimeout(() => upstream.destroyed || upstream.write(chunk), upFreeAt - now + oneWay);
    });
    const end = () => {
      conns.delete(conn);
      client.destroy();
      upstream.destroy();
    };
    // What is still on its way is delivered before the other side hears of the end.
    client.on('close', () => setTimeout(end, rttMs));
    upstream.on('end', () => {
      const drained = setInterval(() => {
        if (queue.some((item) => item.conn === conn)) return;
        clearInterval(drained);
        setTimeout(end, oneWay);
      }, 10);
    });
    client.on('error', end);
    upstream.on('error', end);
  });
  server.listen(listenPort, '127.0.0.1');
  return {
    close() {
      clearInterval(ticker);
      for (const conn of conns) conn.client.destroy();
      server.close();
    },
  };
}
