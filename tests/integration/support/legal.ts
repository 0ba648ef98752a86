/**
 * Terms and privacy for the tests' own members (docs/platform-protocol.md "Terms and privacy with
 * versions"): what a registration on the demo brand carries (the seeded versions and the brand's
 * confirmations), and the acceptances a member written straight into D1 gets, as the seeded demo
 * accounts have them. Without them a member could not deposit, launch a real game or bet.
 */
import { seededAcceptanceStatements } from '#platform/src/modules/legal/store';

/** A registration's terms and privacy on the demo brand: the seeded versions, and its confirmations (age, own money). */
export const DEMO_LEGAL = { legalVersions: { terms: 1, privacy: 1 }, confirmations: ['AGE', 'OWN_MONEY'] };

/** The same, as the gateway's RegisterInput takes it (schema/registration.graphql). */
export const DEMO_LEGAL_INPUT = {
  legalVersions: [
    { kind: 'TERMS', version: 1 },
    { kind: 'PRIVACY', version: 1 },
  ],
  confirmations: ['AGE', 'OWN_MONEY'],
};

/** The accounts (by username) accept the versions in force now, as if at their registration. */
export async function acceptLegal(db: D1Database, usernames: readonly string[], merchant = 'DEMO'): Promise<void> {
  await db.batch(seededAcceptanceStatements(db, merchant, usernames, Date.now()));
}
