import * as z from 'zod';
import { characterCount } from '#app/components/forms/character-count';
import { chosenFiles } from '#app/components/forms/chosen-files';
import { problem } from '#app/components/forms/problem';
import { MAX_PROOF_BYTES, PROOF_TYPES } from '#app/features/withdraw/proof';

/**
 * Feedback's limits (docs/spec-index.md#validation-rules, #constants-and-limits), as the browser, the action, the gateway and the platform all
 * check them: 1 to 140 characters (Unicode characters, so an emoji counts once), at most 3 images,
 * each a png or jpg of at most 5 MB (the withdrawal proof's rule; the action also reads the first bytes).
 */
export const MAX_FEEDBACK_CHARS = 140;
export const MAX_FEEDBACK_IMAGES = 3;
/** A post of the feedback form: three images of the largest size plus the text and multipart framing. */
export const MAX_FEEDBACK_POST_BYTES = MAX_FEEDBACK_IMAGES * MAX_PROOF_BYTES + 64 * 1024;

export const feedbackSchema = z.object({
  content: z
    .string({ error: 'feedback.errors.required' })
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, 'feedback.errors.required')
    .refine((text) => characterCount(text) <= MAX_FEEDBACK_CHARS, problem('feedback.errors.tooLong', { max: MAX_FEEDBACK_CHARS })),
  images: z.preprocess(
    chosenFiles,
    z
      .array(
        z
          .instanceof(File, { message: 'feedback.errors.type' })
          .refine((file) => (PROOF_TYPES as readonly string[]).includes(file.type), 'feedback.errors.type')
          .refine((file) => file.size <= MAX_PROOF_BYTES, 'feedback.errors.tooLarge'),
      )
      .max(MAX_FEEDBACK_IMAGES, problem('feedback.errors.tooMany', { max: MAX_FEEDBACK_IMAGES })),
  ),
});
