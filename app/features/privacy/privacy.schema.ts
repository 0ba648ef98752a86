import * as z from 'zod';

/** Asking for an archive: nothing but the intent. */
export const exportSchema = z.object({ intent: z.literal('export') });

/** Downloading a ready archive: its id and a fresh check of the login password. */
export const downloadSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,15}$/, 'privacy.errors.archiveUnknown'),
  password: z.string({ error: 'privacy.errors.passwordRequired' }).min(1, 'privacy.errors.passwordRequired').max(100, 'privacy.errors.passwordWrong'),
});

/** Keeping one's wins off public lists (the winner board, a jackpot's winners): a box, ticked or not. */
export const publicWinsSchema = z.object({ intent: z.literal('publicWins'), hide: z.literal('on').optional() });

/** Closing and erasing the account: the password and an explicit confirmation. */
export const erasureSchema = z.object({
  intent: z.literal('erase'),
  password: z.string({ error: 'privacy.errors.passwordRequired' }).min(1, 'privacy.errors.passwordRequired').max(100, 'privacy.errors.passwordWrong'),
  confirm: z.literal('on', { error: 'privacy.errors.confirmRequired' }),
});

/**
 * What a refused download says on the page it returns to (`?download=<code>`): only these codes are
 * read from the address, so nothing else a link carries is shown.
 */
export const DOWNLOAD_REFUSALS = ['password', 'attempts', 'expired', 'notReady', 'unknown', 'unavailable', 'form'] as const;
export type DownloadRefusal = (typeof DOWNLOAD_REFUSALS)[number];

export function downloadRefusalOf(raw: string | null): DownloadRefusal | null {
  return (DOWNLOAD_REFUSALS as readonly string[]).includes(raw ?? '') ? (raw as DownloadRefusal) : null;
}

/** A moment the erased page names (`?erase=`), when it is one: a plain count of milliseconds. */
export function eraseAfterOf(raw: string | null): number | null {
  if (!raw || !/^[1-9][0-9]{9,15}$/.test(raw)) return null;
  return Number(raw);
}
