import { afterHydration } from '#app/components/lazy';

/**
 * Where the reality check and the session-limit warning go (ADR 039). They only ever open after
 * load, so their code is fetched after hydration, for signed-in members only, and stays out of
 * every page's initial JavaScript (the home page's budget).
 */
export const PlaySessionSlot = afterHydration(() => import('./PlaySessionWatch').then((module) => module.PlaySessionWatch));
