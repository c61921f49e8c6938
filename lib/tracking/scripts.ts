import type { Env } from '@/lib/config/env-schema';

/**
 * Third-party scripts (SPEC §7): analytics, callback widget, call tracking, marketing tracker.
 * Each loads only when its id is configured; with none configured the site makes no outside request.
 * Ids are embedded with JSON.stringify, never as raw text.
 */
export type ThirdPartyScript = { id: string; src?: string; inline?: string };

type TrackingEnv = Partial<Pick<Env, 'YANDEX_METRIKA_ID' | 'CALLTRACKING_SITE_ID' | 'CALLBACK_WIDGET_ID' | 'MARKETING_ENDPOINT_ID'>>;

export function thirdPartyScripts(env: TrackingEnv): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (env.YANDEX_METRIKA_ID) {
    const id = JSON.stringify(Number(env.YANDEX_METRIKA_ID));
    scripts.push({
      id: 'analytics',
      inline: `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(${id},"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
    });
  }
  if (env.CALLTRACKING_SITE_ID) {
    scripts.push({ id: 'call-tracking-queue', inline: 'window.callTracking=window.callTracking||[];' });
    scripts.push({ id: 'call-tracking', src: `https://mod.calltouch.ru/init.js?id=${encodeURIComponent(env.CALLTRACKING_SITE_ID)}` });
  }
  if (env.CALLBACK_WIDGET_ID) {
    scripts.push({ id: 'callback-widget', src: `https://cdn.envybox.io/widget/cbk.js?wcb_code=${encodeURIComponent(env.CALLBACK_WIDGET_ID)}` });
  }
  if (env.MARKETING_ENDPOINT_ID) {
    scripts.push({
      id: 'marketing-tracker-init',
      inline: `window.mindbox=window.mindbox||function(){mindbox.queue.push(arguments)};mindbox.queue=mindbox.queue||[];mindbox("create",{endpointId:${JSON.stringify(env.MARKETING_ENDPOINT_ID)}});`,
    });
    scripts.push({ id: 'marketing-tracker', src: 'https://api.mindbox.ru/scripts/v1/tracker.js' });
  }
  return scripts;
}
