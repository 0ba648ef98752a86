import * as z from 'zod';

/** A run's code as the platform writes them: its series' and its start. */
export const RUN_CODE = /^[A-Za-z0-9-]{1,40}$/;

/** Joining a run: its code (the page's own), nothing else. */
export const joinSchema = z.object({ code: z.string({ error: 'tournaments.errors.unknown' }).regex(RUN_CODE, 'tournaments.errors.unknown') });
