// The memory of a server process, read through its inspector (node --inspect on loopback): RSS as a load left it,
// then RSS, the live JS heap and the buffers after full GCs. Used by bench:http and the fuzz run.
import { readFileSync } from 'node:fs';
import { CACHE_NAMES } from '../../lib/cache/memory-limits.mjs';

const MB = 1024 * 1024;
/** The bounded caches (lib/cache/lru.mjs) the server keeps: Next's pages, the CMS's answers ('use cache'), the last good answers. */
const CACHES = [CACHE_NAMES.pages, CACHE_NAMES.cmsAnswers, CACHE_NAMES.lastGood];

/** A reading against an earlier one, as the benches print it: "+12 %". */
export const percentAgainst = (value, base) => `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(0)} %`;

const statusMb = (pid, field) => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};
export const rssMb = (pid) => statusMb(pid, 'VmRSS');

export async function inspector(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolvePromise, reject) => {
    socket.onopen = resolvePromise;
    socket.onerror = reject;
  });
  const pending = new Map();
  let lastId = 0;
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  };
  const send = (method, params = {}) =>
    new Promise((resolvePromise) => {
      lastId += 1;
      pending.set(lastId, resolvePromise);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  return { send, close: () => socket.close() };
}

/**
 * RSS as the load left it, then RSS, the live JS heap and the buffers after full GCs: one GC leaves what only
 * weak callbacks free (after a load, 90 MB more than a second GC finds), so it collects until the heap stops
 * shrinking. RSS is split into anonymous memory (the heap, the allocator's) and mapped files (code, libraries); the
 * live memory names what the bounded caches hold of it. The inspector session is open only for the reading: attached
 * during the load it cost the server about a third of its throughput. Prints two lines; returns the live MB (heap +
 * buffers), the compiled code and the RSS after the GCs.
 */
export async function memory(label, pid, inspectPort) {
  const rss = rssMb(pid);
  const session = await inspector(inspectPort);
  let usage;
  for (let pass = 0; pass < 5; pass += 1) {
    await session.send('HeapProfiler.collectGarbage');
    const evaluated = await session.send('Runtime.evaluate', {
      expression: `JSON.stringify({ ...process.memoryUsage(), code: (({ code_and_metadata_size: a, bytecode_and_metadata_size: b }) => a + b)(process.getBuiltinModule('node:v8').getHeapCodeStatistics()), caches: ${JSON.stringify(CACHES)}.map((name) => globalThis[Symbol.for(name)]?.size.bytes ?? 0) })`,
      returnByValue: true,
    });
    const previous = usage;
    usage = JSON.parse(evaluated.result.value);
    if (previous && usage.heapUsed > previous.heapUsed * 0.99) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  session.close();
  const anon = statusMb(pid, 'RssAnon');
  const file = statusMb(pid, 'RssFile');
  const live = (usage.heapUsed + usage.external) / MB;
  const mb = (bytes) => (bytes / MB).toFixed(0).padStart(3);
  console.log(
    `  ${label.padEnd(30)} RSS ${rss.toFixed(0).padStart(4)} MB   after full GCs: RSS ${mb(usage.rss)} MB (anonymous ${anon.toFixed(0)}, files ${file.toFixed(0)}), JS heap live ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)} MB (compiled code ${mb(usage.code)} MB) + buffers ${mb(usage.external)} MB = ${live.toFixed(0).padStart(3)} MB\n${' '.repeat(34)}of it the caches: pages ${mb(usage.caches[0])} MB, CMS answers ${mb(usage.caches[1])} MB, last good answers ${mb(usage.caches[2])} MB`,
  );
  return { live, code: usage.code / MB, rss: usage.rss / MB };
}
