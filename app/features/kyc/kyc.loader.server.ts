import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { failedFields } from '#app/graphql/errors';
import { formatDateTime } from '#app/i18n/format';
import { formatMoney } from '#app/kernel/money/money';
import { DOCUMENT_KINDS } from './kyc.schema';
import { VerificationPageQuery } from './kyc.queries.server';

type Kind = (typeof DOCUMENT_KINDS)[number];
const kindOf = (value: string | null): Kind | null => ((DOCUMENT_KINDS as readonly string[]).includes(value ?? '') ? (value as Kind) : null);

/**
 * The member's identity verification (docs/decisions/057): the status, what waits for it, each
 * needed document with its own upload form, and the documents sent. Dates are the brand's; a
 * fresh upload id per form, so a form posted twice (a double tap, a retry) stores one document.
 * `?sent=<kind>` says which document the last upload sent. The layout guards it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const answer = await context.graphql(VerificationPageQuery);
  const verification = answer.data?.verification ?? null;
  const zone = answer.data?.brand?.timeZone ?? 'UTC';
  const day = (ms: number) => formatDateTime(ms, context.locale, { dateStyle: 'medium', timeZone: zone });
  const when = (ms: number) => formatDateTime(ms, context.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const failed = failedFields(answer.errors).includes('verification');
  const symbol = answer.data?.brand?.currencySymbol ?? '';
  return {
    status: failed ? ('failed' as const) : verification ? ('ready' as const) : ('unavailable' as const),
    sent: kindOf(params.get('sent')),
    verification: verification && {
      status: verification.status,
      ageVerified: verification.ageVerified,
      kinds: verification.kinds.map((kind) => ({
        ...kind,
        expiresText: kind.expiresAt === null || kind.expiresAt === undefined ? null : day(kind.expiresAt),
        requestId: crypto.randomUUID(),
      })),
      documents: verification.documents.map((document) => ({ ...document, sentText: when(document.sentAt) })),
      gates: {
        ...verification.gates,
        depositAboveText:
          verification.gates.depositAbove === null || verification.gates.depositAbove === undefined
            ? null
            : formatMoney(verification.gates.depositAbove, symbol, context.locale),
      },
    },
  };
}
