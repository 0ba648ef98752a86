/** Members the route tier's tests register for themselves (the demo accounts are portal.sessionOf's). */
import { expect } from 'vitest';
import { freshAddress } from '../fixtures/addresses';
import { freshUsername, REGISTER, registration } from '../fixtures/accounts';
import { SESSION_COOKIE, type Portal } from './portal';

/** A member registered through the API, from an address of its own (the registration throttle counts per address): its session cookie and name. */
export async function registerMember(portal: Portal, prefix: string, address = freshAddress()) {
  const username = freshUsername(prefix);
  const answer = await portal.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Test-Client-IP': address },
    body: JSON.stringify({ query: REGISTER, variables: registration(username) }),
  });
  expect(JSON.parse(answer.text).data.register, answer.text.slice(0, 300)).toEqual({ ok: true, errors: [] });
  const cookie = answer.cookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0]!;
  return { username, cookie, address };
}
