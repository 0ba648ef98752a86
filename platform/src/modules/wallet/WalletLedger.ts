/**
 * WalletLedger: one SQLite-backed Durable Object per player wallet (named "<merchant>:<account id>").
 * Every money movement of that player runs here, one at a time, so a balance read and the posting
 * that depends on it can never interleave with another movement of the same wallet (D1 batches are
 * atomic but do not lock). The journal itself lives in D1, where reports read it.
 *
 * Its second job (docs/decisions/040-live-updates.md): the member's live streams. The object that
 * commits a movement tells the member's open streams the new balance right after the commit, with
 * no further request (live-hub.ts); other modules publish their events here (modules/live/publish.ts).
 */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../../bindings';
import { now } from '../../http/clock';
import { LiveHub, type LiveFrame, type LiveOwner } from './live-hub';
import { answerClose } from '../../http/sockets';
import { executeMoneyCommand } from '../ledger/commands';
import { movesMoney, type MoneyCommand, type MoneyResult } from '../ledger/money-command';
import { SerialQueue } from './serial-queue';
import { announceJackpots, announcesJackpots, type AnnounceEnv } from '../jackpots/announce';
import { notifyMembers } from '../push/send';
import { announceBoards, tournamentsTouched, type AnnounceEnv as TournamentAnnounceEnv } from '../tournaments/announce';

export class WalletLedger extends DurableObject<Bindings> {
  private readonly queue = new SerialQueue();
  private readonly live: LiveHub;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.live = new LiveHub(ctx, env);
  }

  async execute(command: MoneyCommand): Promise<MoneyResult> {
    const result = await this.queue.run(() => executeMoneyCommand({ db: this.env.DB, now: now(this.env) }, command));
    // A round that scored in tournament runs (or a run's prize): the member's standings ride with the balance.
    const tournaments = result.ok ? tournamentsTouched(result.value) : { scored: [], announce: [] };
    // After the commit and outside the queue: a slow or failing send never holds up a movement.
    if (result.ok && movesMoney(command) && this.live.listening) {
      this.ctx.waitUntil(this.live.balanceChanged(command, tournaments.scored).catch((error: unknown) => console.warn('live balance event not sent', error)));
    }
    // A stake grew the jackpot pools (told at most every few seconds) or won one: the public streams hear the amounts.
    if (result.ok && announcesJackpots(result.value)) {
      // The Worker's env holds the brand's hub beside these bindings (env.ts names it; this class cannot import that type).
      const env = this.env as Bindings & AnnounceEnv;
      this.ctx.waitUntil(announceJackpots(env, command.merchant).catch((error: unknown) => console.warn('jackpot amounts not announced', error)));
    }
    // A round moved tournament boards: the public streams hear them when due (at most every second a run).
    if (tournaments.announce.length) {
      const env = this.env as Bindings & TournamentAnnounceEnv;
      this.ctx.waitUntil(
        announceBoards(env, command.merchant, tournaments.announce, now(this.env)).catch((error: unknown) =>
          console.warn('tournament board not announced', error),
        ),
      );
    }
    // A withdrawal paid by this call: the member's browsers that asked are told (modules/push).
    if (result.ok && command.op === 'withdraw.decide' && command.outcome === 'PAID') {
      const decided = (result.value as { decided?: { amountMinor: number } }).decided;
      if (decided) {
        const event = { kind: 'WITHDRAWAL_PAID' as const, withdrawalId: command.withdrawalId, amountMinor: decided.amountMinor };
        this.ctx.waitUntil(
          notifyMembers(this.env, command.merchant, [command.accountId], event).catch((error: unknown) => console.warn('withdrawal push not sent', error)),
        );
      }
    }
    // An exclusion ends every session, a shorter session limit may end this one: their streams end now.
    if (result.ok && (command.op === 'rg.exclude' || command.op === 'rg.sessionLimit') && this.live.listening) {
      this.ctx.waitUntil(this.live.prune(command).catch((error: unknown) => console.warn('live streams not pruned', error)));
    }
    return result;
  }

  /** A member's stream (GET /wps/member/events, checked there): `?session=<token hash>` with the WebSocket upgrade. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 });
    const session = new URL(request.url).searchParams.get('session') ?? '';
    if (!/^[0-9a-f]{64}$/.test(session)) return new Response('Bad session', { status: 400 });
    return this.live.accept(session);
  }

  /** Another module's event for this member, after its own commit (modules/live/publish.ts). */
  async publish(owner: LiveOwner, frame: LiveFrame): Promise<void> {
    if (this.live.listening) await this.live.send(owner, frame);
  }

  /** Ends the streams of sessions that just ended (a logout). */
  async endSessions(sessionHashes: string[]): Promise<void> {
    this.live.endSessions(sessionHashes);
  }

  /** Ends the streams of whatever sessions of the member have ended (sessions ended elsewhere). */
  async pruneSessions(owner: LiveOwner): Promise<void> {
    if (this.live.listening) await this.live.prune(owner);
  }

  override async webSocketMessage(): Promise<void> {
    // The gateway sends only "ping", answered by the runtime; anything else is ignored.
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    answerClose(socket, code);
  }

  override async webSocketError(): Promise<void> {
    // A gateway that went without a closing frame (its browser left): the runtime drops the socket;
    // without this handler the runtime reports the lost connection as an uncaught error.
  }
}
