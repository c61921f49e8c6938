import { describe, expect, it, vi } from 'vitest';
import { callTrackingPayload, marketingPayload } from '@/lib/tracking/payloads';
import { thirdPartyScripts, trackingLoaders } from '@/lib/tracking/scripts';
import HOSTS from '@/lib/security/third-party-hosts.json';
import { sendCallTracking, sendMarketing } from '@/lib/tracking/send';
import { GOALS, reachGoal } from '@/lib/tracking/goals';
import { yandexMapsScriptUrl } from '@/lib/map/yandex-maps';

const values = { name: ' Анна ', phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0 as const };

describe('tracking payloads (SPEC §3, §7)', () => {
  it.each([
    [values, { name: 'Анна', email: '', phone: '79161234567', user_fields: { sopd: 'да', mailing: 'нет' } }],
    [{ ...values, is_adv: 1 as const }, { name: 'Анна', email: '', phone: '79161234567', user_fields: { sopd: 'да', mailing: 'да' } }],
    [{ ...values, phone: 'anna@example.ru', is_agreed: false }, { name: 'Анна', email: 'anna@example.ru', phone: '', user_fields: { sopd: 'нет', mailing: 'нет' } }],
  ])('call tracking %j → %j', (input, expected) => expect(callTrackingPayload(input)).toEqual(expected));

  it("the marketing operation is 'OstavilEmailVForme' with brand, point of contact and topic 'callback'", () => {
    expect(marketingPayload(values)).toEqual({
      operation: 'OstavilEmailVForme',
      data: { customer: { email: '', mobilePhone: '79161234567', subscriptions: [{ brand: 'Veresk', pointOfContact: 'Site', topic: 'callback' }] } },
    });
  });
});

describe('sending to the scripts never throws and never blocks', () => {
  it('does nothing when the scripts are absent (ad blocker)', () => {
    expect(sendCallTracking(callTrackingPayload(values), {} as Window)).toBe(false);
    expect(sendMarketing(marketingPayload(values), {} as Window)).toBe(false);
  });

  it('hands the payloads over when the scripts are present', () => {
    const push = vi.fn();
    const mindbox = vi.fn();
    const target = { callTracking: { push }, mindbox } as unknown as Window;
    expect(sendCallTracking(callTrackingPayload(values), target)).toBe(true);
    expect(sendMarketing(marketingPayload(values), target)).toBe(true);
    expect(push).toHaveBeenCalledWith(callTrackingPayload(values));
    expect(mindbox).toHaveBeenCalledWith('async', expect.objectContaining({ operation: 'OstavilEmailVForme' }));
  });

  it('swallows a broken script', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = { callTracking: { push: () => { throw new Error('broken'); } }, mindbox: () => { throw new Error('broken'); } } as unknown as Window;
    expect(sendCallTracking(callTrackingPayload(values), target)).toBe(false);
    expect(sendMarketing(marketingPayload(values), target)).toBe(false);
  });
});


describe('third-party scripts load only when configured', () => {
  it('none without ids: no outside request', () => {
    expect(thirdPartyScripts({})).toEqual([]);
    expect(trackingLoaders({})).toEqual({});
  });

  it.each([
    [{ YANDEX_METRIKA_ID: '12345' }, ['/tracking/analytics.js']],
    [{ CALLTRACKING_SITE_ID: 'abc' }, ['/tracking/call-tracking.js']],
    [{ CALLBACK_WIDGET_ID: 'w1' }, ['https://cdn.envybox.io/widget/cbk.js?wcb_code=w1']],
    [{ MARKETING_ENDPOINT_ID: 'veresk.site' }, ['/tracking/marketing-tracker.js']],
  ])('%j → %j', (env, sources) => expect(thirdPartyScripts(env).map((s) => s.src)).toEqual(sources));

  it('every script the site serves for a vendor has its set-up file', () => {
    const env = { YANDEX_METRIKA_ID: '1', CALLTRACKING_SITE_ID: 'a', CALLBACK_WIDGET_ID: 'w', MARKETING_ENDPOINT_ID: 'm' };
    const own = thirdPartyScripts(env).filter((s) => s.src.startsWith('/tracking/')).map((s) => s.src.slice('/tracking/'.length));
    expect(own.sort()).toEqual(Object.keys(trackingLoaders(env)).sort());
  });

  it.each(Object.keys(HOSTS).filter((name) => !name.startsWith('$')))('the CSP host list covers every outside script %s loads', (name) => {
    const env = { [name]: '42' };
    // The map provider's script is loaded by the infrastructure map (lib/map/yandex-maps.ts), the rest by the tracking loaders.
    const maps = name === 'YANDEX_MAPS_API_KEY' ? [yandexMapsScriptUrl('42')] : [];
    const code = [...thirdPartyScripts(env).map((s) => s.src), ...Object.values(trackingLoaders(env)), ...maps].join(' ');
    const origins = [...code.matchAll(/https:\/\/[a-z0-9.-]+/g)].map((m) => m[0]);
    expect(origins.length).toBeGreaterThan(0);
    for (const origin of origins) expect((HOSTS as unknown as Record<string, { script: string[] }>)[name]?.script).toContain(origin);
  });

  it('embeds ids safely', () => {
    const loader = trackingLoaders({ MARKETING_ENDPOINT_ID: '"</script><script>alert(1)//' })['marketing-tracker.js'];
    expect(loader).toContain(JSON.stringify('"</script><script>alert(1)//'));
  });
});

describe('analytics goals (issue 46)', () => {
  it('the counter set-up file defines the goal function that calls reachGoal with the counter id', () => {
    const file = trackingLoaders({ YANDEX_METRIKA_ID: '12345' })['analytics.js'] ?? '';
    const calls: unknown[][] = [];
    const target: Record<string, unknown> = { ym: (...args: unknown[]) => calls.push(args) };
    const document = { createElement: () => ({}), head: { appendChild: () => undefined } };
    new Function('window', 'document', 'ym', file)(target, document, target.ym);
    calls.length = 0;
    expect(reachGoal(GOALS.lead, target as unknown as Window)).toBe(true);
    expect(calls).toEqual([[12345, 'reachGoal', 'lead_sent']]);
  });

  it('without a counter (or with an ad blocker) a goal is nothing and never throws', () => {
    expect(reachGoal(GOALS.hold, {} as Window)).toBe(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(reachGoal(GOALS.hold, { vereskGoal: () => { throw new Error('blocked'); } } as unknown as Window)).toBe(false);
  });
});
