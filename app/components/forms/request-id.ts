import * as z from 'zod';

/**
 * A money form's own request id (one per page load, a hidden field), under the platform's rule for
 * idempotency keys (docs/platform-protocol.md "Money"): a repeat of the same post moves nothing
 * twice. Missing or malformed, the page is older than the form: `reload` (the page's own words)
 * says to reload it.
 */
export const requestIdField = (reload: string) => z.string({ error: reload }).regex(/^[A-Za-z0-9_.:-]{8,80}$/, reload);
