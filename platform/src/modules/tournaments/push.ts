/**
 * Tournaments by web push (docs/decisions/065, 066; kind TOURNAMENTS, off until the member turns it
 * on): a tournament that started, to the members who asked and are under no exclusion (an
 * invitation: never to an excluded member); a run that ended, to each entrant, with their final
 * place when they scored. Races start every hour: only their ends are told, to their entrants. Like
 * every push, a hint after the change committed: a failure is logged, never thrown.
 */
import type { Env } from '../../env';
import { notifyEach, notifyMembers } from '../push/send';
import type { TournamentRow } from './rules';

/** Tells of each tournament (not race) of the brand that has started and was not told yet; answers how many. */
export async function tellStarts(env: Env, now: number, merchant: string | null = null): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT t.*, b.default_language FROM tournaments t JOIN brands b ON b.merchant_code = t.merchant_code
      WHERE t.state = 'OPEN' AND t.ends_at > ?1 AND t.starts_at <= ?1 AND t.kind = 'TOURNAMENT' AND t.start_told_at IS NULL
        ${merchant === null ? '' : 'AND t.merchant_code = ?2'} LIMIT 10`,
  )
    .bind(...[now, ...(merchant === null ? [] : [merchant])])
    .all<TournamentRow & { default_language: string }>();
  let told = 0;
  for (const run of results) {
    // One teller a run: the first to mark it.
    const claim = await env.DB.prepare('UPDATE tournaments SET start_told_at = ?2 WHERE id = ?1 AND start_told_at IS NULL').bind(run.id, now).run();
    if ((claim.meta.changes ?? 0) === 0) continue;
    const { results: members } = await env.DB.prepare(
      `SELECT p.account_id FROM push_preferences p JOIN accounts a ON a.id = p.account_id AND a.merchant_code = ?1
        WHERE p.kind = 'TOURNAMENTS' AND p.enabled = 1
          AND NOT EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.account_id = p.account_id AND (x.ends_at IS NULL OR x.ends_at > ?2))`,
    )
      .bind(run.merchant_code, now)
      .all<{ account_id: number }>();
    const event = {
      kind: 'TOURNAMENTS' as const,
      phase: 'STARTED' as const,
      code: run.code,
      names: run.names,
      defaultLanguage: run.default_language,
      rank: null,
    };
    await notifyMembers(
      env,
      run.merchant_code,
      members.map((m) => m.account_id),
      event,
    ).catch((error: unknown) => console.warn('tournament start not pushed', run.code, error));
    told += 1;
  }
  return told;
}

/** Tells each entrant of a finished run that it ended, with their final place when they scored. */
export async function tellEnd(env: Env, run: TournamentRow): Promise<void> {
  const [{ results: entrants }, brand] = await Promise.all([
    env.DB.prepare('SELECT account_id, final_rank FROM tournament_entries WHERE tournament_id = ?1')
      .bind(run.id)
      .all<{ account_id: number; final_rank: number | null }>(),
    env.DB.prepare('SELECT default_language FROM brands WHERE merchant_code = ?1').bind(run.merchant_code).first<{ default_language: string }>(),
  ]);
  const defaultLanguage = brand?.default_language ?? 'EN';
  const events = new Map(
    entrants.map((e) => [
      e.account_id,
      { kind: 'TOURNAMENTS' as const, phase: 'ENDED' as const, code: run.code, names: run.names, defaultLanguage, rank: e.final_rank },
    ]),
  );
  await notifyEach(env, run.merchant_code, 'TOURNAMENTS', events).catch((error: unknown) => console.warn('tournament end not pushed', run.code, error));
}
