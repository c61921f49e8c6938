// Sends each address as it is (node:http, no URL normalisation) and counts the answers by status.
import { request } from 'node:http';

function get(base, target) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host: base.hostname, port: base.port, path: target, method: 'GET', headers: { accept: 'text/html,*/*' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
    req.end();
  });
}

/** @returns {Promise<{ byClass: Record<string, number>, failures: Array<{ target: string, status: number, error?: string }>, slowestMs: number, seconds: number }>} */
export async function sendAll(baseUrl, targets, concurrency = 8) {
  const base = new URL(baseUrl);
  const byClass = {};
  const failures = [];
  let slowestMs = 0;
  let index = 0;
  const started = performance.now();
  async function worker() {
    while (index < targets.length) {
      const target = targets[index];
      index += 1;
      const answer = await get(base, target);
      const key = answer.status ? `${Math.floor(answer.status / 100)}xx` : 'no answer';
      byClass[key] = (byClass[key] ?? 0) + 1;
      slowestMs = Math.max(slowestMs, answer.ms);
      if (!answer.status || answer.status >= 500) failures.push({ target, status: answer.status, error: answer.error });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { byClass, failures, slowestMs, seconds: (performance.now() - started) / 1000 };
}
