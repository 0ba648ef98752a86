import { href } from '#app/kernel/href';
import { onBrowserClock, type PlaySessionAnswer, type PlaySessionNow } from './play-session';

/**
 * This login session as the platform has it now (`/resources/play-session`), its moments on the
 * browser's clock: the session, null (no session any more, or no tools on the platform), or
 * undefined when it could not be read (the network). The reality check and the figures shown
 * while playing both read it.
 */
export async function readPlaySession(signal?: AbortSignal): Promise<PlaySessionNow | null | undefined> {
  try {
    // A visitor's answer is a redirect to log in: not followed, it reads as no session.
    const response = await fetch(href('/resources/play-session'), { headers: { Accept: 'application/json' }, redirect: 'manual', signal });
    if (response.type === 'opaqueredirect') return null;
    if (!response.ok) return undefined;
    const answer = (await response.json()) as PlaySessionAnswer;
    return answer.session && onBrowserClock(answer.session, answer.serverNow, Date.now());
  } catch {
    return undefined;
  }
}
