import * as z from 'zod';

export type { LegalPromptItem } from '#app/kernel/use-shell';

/** Each document's page (app/routes.ts). */
export const DOCUMENT_PAGES = { TERMS: '/legal/terms', PRIVACY: '/legal/privacy' } as const;

/** The versions a dialog showed, as its hidden field carries them: "TERMS:3,PRIVACY:2". */
const DOCUMENTS = /^(TERMS|PRIVACY):[1-9]\d{0,5}(,(TERMS|PRIVACY):[1-9]\d{0,5})?$/;

/** The acceptance dialog's answer (features/legal/LegalAnswerRoute.ts). */
export const legalAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline']),
  documents: z.string().regex(DOCUMENTS).optional(),
  back: z.string().max(2000).optional(),
});

/** The documents field read back as the mutation's input. */
export function shownVersions(documents: string): { kind: 'TERMS' | 'PRIVACY'; version: number }[] {
  return documents.split(',').map((pair) => {
    const [kind, version] = pair.split(':');
    return { kind: kind as 'TERMS' | 'PRIVACY', version: Number(version) };
  });
}

/** The documents field written from the versions the dialog shows. */
export const documentsField = (items: readonly { kind: string; version: number }[]) => items.map((item) => `${item.kind}:${item.version}`).join(',');

/** What the page says after an answer that did not go through (`?legal=` on the page the dialog was over). */
export type LegalNotice = 'outdated' | 'failed';
export const legalNoticeOf = (value: string | null): LegalNotice | null => (value === 'outdated' || value === 'failed' ? value : null);
