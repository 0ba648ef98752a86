/** What the identity-verification specs share: a document's file and the operator's decision. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A one-pixel PNG (its chunks' CRCs are not checked). */
export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x49,
  0x45, 0x4e, 0x44, 0, 0, 0, 0,
]);

/** The operator's decision on the member's oldest document in review, through the platform's development route. */
export async function decide(request: APIRequestContext, username: string, body: Record<string, unknown>, kind?: string) {
  const listed = await (await request.get(`/__dev/platform/kyc?username=${username}&state=IN_REVIEW`)).json();
  const document = (listed.value.list as { id: number; kind: string }[]).find((row) => !kind || row.kind === kind);
  expect(document, `a document of ${username} in review${kind ? ` (${kind})` : ''}`).toBeTruthy();
  const answer = await request.post('/__dev/platform/kyc/decide', { data: { documentId: document!.id, ...body } });
  expect(answer.status(), await answer.text()).toBe(200);
}
