import * as z from 'zod';
import { characterCount } from '#app/components/forms/character-count';
import { chosenFiles } from '#app/components/forms/chosen-files';
import { problem } from '#app/components/forms/problem';
import { MAX_PROOF_BYTES, PROOF_TYPES } from '#app/features/withdraw/proof';

/**
 * A complaint's limits (docs/platform-protocol.md "Complaints with a reference"), as the browser,
 * the action, the gateway and the platform all check them: 1 to 2,000 characters (Unicode
 * characters), at most 3 images a message, each a png or jpg of at most 5 MB (feedback's rule).
 */
export const MAX_COMPLAINT_CHARS = 2000;
export const MAX_COMPLAINT_IMAGES = 3;
export const MAX_COMPLAINT_POST_BYTES = MAX_COMPLAINT_IMAGES * MAX_PROOF_BYTES + 64 * 1024;

export const SUBJECTS = ['TRANSACTION', 'ROUND', 'BONUS', 'SERVICE'] as const;
export type SubjectKind = (typeof SUBJECTS)[number];

/** A reference as the platform writes them: C- and 8 characters of Crockford's base 32. */
export const REFERENCE = /^C-[0-9A-HJKMNP-TV-Z]{8}$/;
/** A record's reference as the records give it (deposit:12, a round's id, a promotion's id). */
const REF = /^[A-Za-z0-9:_-]{1,100}$/;
/** The form's own id for one filing or message, so a repeated post files once. */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

const body = z
  .string({ error: 'complaints.errors.bodyRequired' })
  .transform((text) => text.trim())
  .refine((text) => text.length > 0, 'complaints.errors.bodyRequired')
  .refine((text) => characterCount(text) <= MAX_COMPLAINT_CHARS, problem('complaints.errors.bodyTooLong', { max: MAX_COMPLAINT_CHARS }));

const images = z.preprocess(
  chosenFiles,
  z
    .array(
      z
        .instanceof(File, { message: 'complaints.errors.imageType' })
        .refine((file) => (PROOF_TYPES as readonly string[]).includes(file.type), 'complaints.errors.imageType')
        .refine((file) => file.size <= MAX_PROOF_BYTES, 'complaints.errors.imageTooLarge'),
    )
    .max(MAX_COMPLAINT_IMAGES, problem('complaints.errors.tooManyImages', { max: MAX_COMPLAINT_IMAGES })),
);

const requestId = z.string().regex(REQUEST_ID).optional();

/** Filing: what it is about, the record (except for the service), the text and images. */
export const fileSchema = z
  .object({
    intent: z.literal('file'),
    subject: z.enum(SUBJECTS, { error: 'complaints.errors.subjectRequired' }),
    ref: z
      .string()
      .transform((text) => text.trim())
      .optional(),
    body,
    images,
    requestId,
  })
  .superRefine((value, ctx) => {
    if (value.subject === 'SERVICE') return;
    if (!value.ref) ctx.addIssue({ code: 'custom', path: ['ref'], message: 'complaints.errors.refRequired' });
    else if (!REF.test(value.ref)) ctx.addIssue({ code: 'custom', path: ['ref'], message: 'complaints.errors.refUnknown' });
  });

/** Writing again in a complaint. */
export const replySchema = z.object({
  intent: z.literal('reply'),
  reference: z.string().regex(REFERENCE),
  body,
  images,
  requestId,
});

/** The page's modes: a complaint by its reference, else the list (with the form open when asked or prefilled). */
export function pageModeOf(params: URLSearchParams): { reference: string } | { subject: SubjectKind | null; ref: string | null; open: boolean } {
  const reference = params.get('reference');
  if (reference !== null && REFERENCE.test(reference)) return { reference };
  const subject = params.get('subject');
  const ref = params.get('ref');
  const known = (SUBJECTS as readonly string[]).includes(subject ?? '') ? (subject as SubjectKind) : null;
  return { subject: known, ref: ref && REF.test(ref) ? ref : null, open: params.has('new') || known !== null };
}
