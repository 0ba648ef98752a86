import { afterHydration } from '#app/components/lazy';

/**
 * Where the inactivity logout goes (InactivityWatch): it only ever acts after load, so its code is
 * fetched after hydration, for signed-in members only, and stays out of every page's initial
 * JavaScript.
 */
export const InactivitySlot = afterHydration(() => import('./InactivityWatch').then((module) => module.InactivityWatch));
