import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsDownError, currentFault, faultAnswer } from '@/cms/http/fault';

afterEach(() => {
  vi.unstubAllEnvs();
});

const request = () => new Request('http://cms.test/api/queues/', { signal: AbortSignal.timeout(50) });

describe('fault injection of the embedded CMS (CMS_FAULT, CMS_FAULT_FILE)', () => {
  it('answers normally without a fault, and for an unknown mode', async () => {
    vi.stubEnv('CMS_FAULT', '');
    expect(await faultAnswer(request())).toBeNull();
    vi.stubEnv('CMS_FAULT', 'explode');
    expect(await faultAnswer(request())).toBeNull();
  });

  it.each([
    ['500', 500, (body: string) => expect(JSON.parse(body)).toHaveProperty('detail')],
    ['garbage', 200, (body: string) => expect(() => JSON.parse(body)).toThrow()],
    ['shape', 200, (body: string) => expect(JSON.parse(body)).toMatchObject({ unexpected: true })],
  ] as const)('%s answers %i with the wrong body', async (mode, status, check) => {
    vi.stubEnv('CMS_FAULT', mode);
    const answer = await faultAnswer(request());
    expect(answer?.status).toBe(status);
    check(await answer!.text());
  });

  it('down fails like a refused connection; hang gives no answer until the caller gives up', async () => {
    vi.stubEnv('CMS_FAULT', 'down');
    await expect(faultAnswer(request())).rejects.toBeInstanceOf(CmsDownError);
    vi.stubEnv('CMS_FAULT', 'hang');
    const started = performance.now();
    await expect(faultAnswer(request())).rejects.toBeInstanceOf(CmsDownError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('the file switches the mode while running (a test warms the site, then takes the CMS down)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fault-')), 'mode');
    vi.stubEnv('CMS_FAULT_FILE', file);
    writeFileSync(file, '500\n');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(currentFault()).toBe('500');
    writeFileSync(file, '');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(currentFault()).toBeNull();
  });
});
