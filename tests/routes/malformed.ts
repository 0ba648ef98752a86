/** Posts a form route cannot read (a value out of its set, an unknown intent, a body that is not a form) must never answer 500. */
import { expect } from 'vitest';
import type { Portal } from './portal';

/** Posts each body to `path` as the member `cookie`, each a form of its kind (a string: a broken multipart body), and expects no 5xx: the statuses, in order. */
export async function expectNoServerError(portal: Portal, path: string, bodies: readonly (URLSearchParams | string)[], cookie: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const body of bodies) {
    const answer = await portal.fetch(path, {
      method: 'POST',
      headers: {
        'content-type': typeof body === 'string' ? 'multipart/form-data; boundary=x' : 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: String(body),
      cookie,
    });
    expect(answer.status, `${path} ${String(body)}`).toBeLessThan(500);
    statuses.push(answer.status);
  }
  return statuses;
}
