// The memory of a server process, read through its inspector (node --inspect on loopback): RSS as a load left it,
// then RSS, the live JS heap and the buffers after full GCs. Used by bench:http and the fuzz run.
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

export const rssMb = (pid) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

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
 * shrinking. The inspector session is open only for the reading: attached during the load it cost the server
 * about a third of its throughput. Prints one line; returns the live MB (heap + buffers) and the compiled code.
 */
export async function memory(label, pid, inspectPort) {
  const rss = rssMb(pid);
  const session = await inspector(inspectPort);
  let usage;
  for (let pass = 0; pass < 5; pass += 1) {
    await session.send('HeapProfiler.collectGarbage');
    const evaluated = await session.send('Runtime.evaluate', {
      expression: "JSON.stringify({ ...process.memoryUsage(), code: (({ code_and_metadata_size: a, bytecode_and_metadata_size: b }) => a + b)(process.getBuiltinModule('node:v8').getHeapCodeStatistics()) })",
      returnByValue: true,
    });
    const previous = usage;
    usage = JSON.parse(evaluated.result.value);
    if (previous && usage.heapUsed > previous.heapUsed * 0.99) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  session.close();
  const live = (usage.heapUsed + usage.external) / MB;
  const mb = (bytes) => (bytes / MB).toFixed(0).padStart(3);
  console.log(
    `  ${label.padEnd(30)} RSS ${rss.toFixed(0).padStart(4)} MB   after full GCs: RSS ${mb(usage.rss)} MB, JS heap live ${mb(usage.heapUsed)} MB (compiled code ${mb(usage.code)} MB) + buffers ${mb(usage.external)} MB = ${live.toFixed(0).padStart(3)} MB`,
  );
  return { live, code: usage.code / MB, rss: usage.rss / MB };
}
