/**
 * WalletLedger: one SQLite-backed Durable Object per player wallet (named "<merchant>:<account id>").
 * Every money movement of that player runs here, one at a time, so a balance read and the posting
 * that depends on it can never interleave with another movement of the same wallet (D1 batches are
 * atomic but do not lock). The journal itself lives in D1, where reports read it.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../../bindings';
import { now } from '../../http/clock';
import { executeMoneyCommand, type MoneyCommand, type MoneyResult } from './commands';
import { SerialQueue } from './serial-queue';

export class WalletLedger extends DurableObject<Bindings> {
  private readonly queue = new SerialQueue();

  async execute(command: MoneyCommand): Promise<MoneyResult> {
    return this.queue.run(() => executeMoneyCommand({ db: this.env.DB, now: now(this.env) }, command));
  }
}
