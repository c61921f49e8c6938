// An open-loop load: requests arrive at random moments (a Poisson process) at a set rate, each on time whether or not
// the ones before it have been answered, as independent visitors arrive; a request's latency counts from the moment it
// was due, so time the client itself lost is counted, never hidden (coordinated omission). autocannon's `overallRate`
// is another load: every connection sends its share of a second back to back from the start of the second, then
// waits for the next one, so "half the peak rate" arrives as bursts at the peak's concurrency for half of each
// second; and it fills in latencies as if one request a millisecond had been due. Both are printed by bench:http.
import { Agent, request } from 'node:http';
import { median, percentile, renderTime, seededRandom } from './support.mjs';

/**
 * @param {{ url: string, rate: number, duration: number, path: () => string, headers?: Record<string, string>, seed?: number }} options
 *   `url`: the server; `rate`: requests a second on average; `duration`: seconds; `path()`: each request's address.
 * @returns {Promise<{ requests: { average: number }, latency: { p50: number, p99: number }, errors: number, non2xx: number, failures: Record<string, number>, serverTimes: number[] }>}
 *   the shape of autocannon's result that bench:http prints, and each answer's Server-Timing render time.
 */
export async function openLoop({ url, rate, duration, path, headers = {}, seed = 47 }) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  // The same arrivals on every run: two builds are measured against one sequence of moments.
  const random = seededRandom(seed);
  const latencies = [];
  const serverTimes = [];
  let errors = 0;
  let non2xx = 0;
  /** What each failed request got ('HTTP 503', 'ECONNRESET'), counted: a row's errors say what they were. */
  const failures = {};
  const failed = (kind) => {
    failures[kind] = (failures[kind] ?? 0) + 1;
  };
  const pending = new Set();
  const started = performance.now();
  const end = started + duration * 1000;
  let due = started;
  while (true) {
    due += (-Math.log(1 - random()) / rate) * 1000;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentDue = due;
    const done = new Promise((resolve) => {
      const req = request({ agent, host: target.hostname, port: target.port, path: path(), headers }, (response) => {
        const timing = renderTime(response.headers['server-timing']);
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - sentDue);
          if (timing !== undefined) serverTimes.push(timing);
          if (response.statusCode < 200 || response.statusCode >= 300) {
            non2xx += 1;
            failed(`HTTP ${response.statusCode}`);
          }
          resolve();
        });
      });
      req.on('error', (error) => {
        errors += 1;
        failed(error.code ?? error.message);
        resolve();
      });
      req.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  }
  await Promise.all(pending);
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: { average: latencies.length / elapsed },
    latency: { p50: Math.round(median(latencies) ?? 0), p99: Math.round(percentile(latencies, 0.99) ?? 0) },
    errors,
    non2xx,
    failures,
    serverTimes,
  };
}
