/**
 * The platform's rule for idempotency keys (docs/platform-protocol.md "Money"): a money request's
 * `requestId`, made by the form that sends it, lets the platform answer a repeat once. Checked
 * before any platform call, so a malformed one is a field error, not a refusal from upstream.
 */
const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,80}$/;

export const isRequestId = (value: string): boolean => REQUEST_ID.test(value);
