/**
 * One-at-a-time execution: each task starts when the previous one has settled. A Durable Object's
 * input gate does not hold while it awaits D1 (an outside call), so the wallet object needs this to
 * keep one movement of a wallet from starting before the last one has posted.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
