/**
 * What every object that holds hibernating WebSockets (the wallet's and the brand's live streams,
 * the customer-service rooms) does with a socket: close it without caring whether it is already
 * closed, and answer a peer's close with the same code.
 */

/** Closes a socket; one already closed (its peer went first) is left as it is. */
export function closeQuietly(socket: WebSocket, code: number, reason: string): void {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed.
  }
}

/** The answer to a peer's close (1005, "no code", is not a code a close may send). */
export function answerClose(socket: WebSocket, code: number): void {
  closeQuietly(socket, code === 1005 ? 1000 : code, 'bye');
}
