/**
 * Yandex Metrika goals (issue 46): sent with `reachGoal` once what they count has happened — a lead stored, a hold
 * made, the calculator used — never before. The counter's id stays on the server: the site's own set-up file
 * (`/tracking/analytics.js`, lib/tracking/scripts.ts) defines `window.vereskGoal` only when YANDEX_METRIKA_ID is set,
 * so without a counter, or with an ad blocker, a goal is nothing.
 */
export const GOALS = {
  /** A callback or consultation lead stored by the CMS (or kept in the site's outbox). */
  lead: 'lead_sent',
  /** A flat held online. */
  hold: 'hold_made',
  /** A place in a lot's waitlist taken. */
  waitlist: 'waitlist_joined',
  /** The mortgage calculator's figures changed by the visitor, once a page. */
  calculator: 'calculator_used',
} as const;
export type Goal = (typeof GOALS)[keyof typeof GOALS];

/** The name the set-up file gives its goal function. */
export const GOAL_FUNCTION = 'vereskGoal';

type GoalWindow = Window & { [GOAL_FUNCTION]?: (goal: Goal) => unknown };

/** Sends a goal when the counter is on the page. Never throws. */
export function reachGoal(goal: Goal, target: Window = window): boolean {
  try {
    const send = (target as GoalWindow)[GOAL_FUNCTION];
    if (typeof send !== 'function') return false;
    send(goal);
    return true;
  } catch (error) {
    console.warn('[tracking] goal not sent', error);
    return false;
  }
}
