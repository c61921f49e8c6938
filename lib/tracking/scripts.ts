import type { Env } from '@/lib/config/env-schema';
import { GOAL_FUNCTION } from './goals';

/**
 * Third-party scripts (SPEC §7): analytics, callback widget, call tracking, marketing tracker.
 * Each loads only when its id is configured; with none configured the site makes no outside request.
 * No inline script: each vendor's set-up code is a small file of the site's own (`/tracking/<name>.js`,
 * app/tracking/[file]/route.ts) that queues the first calls and adds the vendor's script, so the
 * Content-Security-Policy allows scripts from the site and the vendors' hosts only
 * (lib/security/third-party-hosts.json). Ids are embedded with JSON.stringify, never as raw text.
 */
export type ThirdPartyScript = { id: string; src: string };

type TrackingEnv = Partial<Pick<Env, 'YANDEX_METRIKA_ID' | 'CALLTRACKING_SITE_ID' | 'CALLBACK_WIDGET_ID' | 'MARKETING_ENDPOINT_ID'>>;

/** Where the site serves its own set-up files. */
export const TRACKING_PATH = '/tracking';

const addScript = (src: string) => `(function(d){var s=d.createElement("script");s.async=true;s.src=${JSON.stringify(src)};d.head.appendChild(s)})(document);`;

/** The site's own set-up files by name, for the vendors that are configured. */
export function trackingLoaders(env: TrackingEnv): Record<string, string> {
  const files: Record<string, string> = {};
  if (env.YANDEX_METRIKA_ID) {
    const id = JSON.stringify(Number(env.YANDEX_METRIKA_ID));
    files['analytics.js'] =
      'window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push(arguments)};window.ym.l=1*new Date();' +
      addScript('https://mc.yandex.ru/metrika/tag.js') +
      `ym(${id},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});` +
      // The goals of lib/tracking/goals.ts: the page's code names a goal, the id stays here.
      `window.${GOAL_FUNCTION}=function(g){ym(${id},"reachGoal",g)};`;
  }
  if (env.CALLTRACKING_SITE_ID) {
    files['call-tracking.js'] = 'window.callTracking=window.callTracking||[];' + addScript(`https://mod.calltouch.ru/init.js?id=${encodeURIComponent(env.CALLTRACKING_SITE_ID)}`);
  }
  if (env.MARKETING_ENDPOINT_ID) {
    files['marketing-tracker.js'] =
      'window.mindbox=window.mindbox||function(){mindbox.queue.push(arguments)};mindbox.queue=mindbox.queue||[];' +
      `mindbox("create",{endpointId:${JSON.stringify(env.MARKETING_ENDPOINT_ID)}});` +
      addScript('https://api.mindbox.ru/scripts/v1/tracker.js');
  }
  return files;
}

export function thirdPartyScripts(env: TrackingEnv): ThirdPartyScript[] {
  const loaders = trackingLoaders(env);
  const own = (name: string) => ({ id: name.replace(/\.js$/, ''), src: `${TRACKING_PATH}/${name}` });
  const scripts: ThirdPartyScript[] = [];
  if (loaders['analytics.js']) scripts.push(own('analytics.js'));
  if (loaders['call-tracking.js']) scripts.push(own('call-tracking.js'));
  if (env.CALLBACK_WIDGET_ID) {
    scripts.push({ id: 'callback-widget', src: `https://cdn.envybox.io/widget/cbk.js?wcb_code=${encodeURIComponent(env.CALLBACK_WIDGET_ID)}` });
  }
  if (loaders['marketing-tracker.js']) scripts.push(own('marketing-tracker.js'));
  return scripts;
}
