/**
 * A tab's unacknowledged messages, sent one at a time: the next goes when the
 * server has stored the one before. On AWS each frame is its own Lambda call,
 * so two messages sent together may be stored in either order; one at a time,
 * a tab's messages are stored (and numbered) in the order typed. Each method
 * answers the frame to send now, if any.
 */
export class Outbox<Frame extends { clientId: string }> {
  private readonly waiting = new Map<string, Frame>();
  /** Refused by the server (too many messages, say): skipped until the next connection sends them again. */
  private readonly refused = new Set<string>();
  private onItsWay?: string;

  /** A new message: sent now unless another is on its way. */
  add(frame: Frame): Frame | undefined {
    this.waiting.set(frame.clientId, frame);
    return this.next();
  }

  /** The server stored this message (its copy came back): the next one may go. */
  stored(clientId: string): Frame | undefined {
    this.waiting.delete(clientId);
    this.refused.delete(clientId);
    if (this.onItsWay === clientId) this.onItsWay = undefined;
    return this.next();
  }

  /** The server refused the message on its way: it waits for the next connection, and the next one may go. */
  refuse(): Frame | undefined {
    if (this.onItsWay) this.refused.add(this.onItsWay);
    this.onItsWay = undefined;
    return this.next();
  }

  /** A new connection: whatever was on its way may be lost, so the oldest waiting goes again (the server drops repeats by client id). */
  reconnected(): Frame | undefined {
    this.refused.clear();
    this.onItsWay = undefined;
    return this.next();
  }

  /** The frame could not be sent (no connection): it goes on the next connection. */
  notSent() {
    this.onItsWay = undefined;
  }

  private next(): Frame | undefined {
    if (this.onItsWay) return undefined;
    for (const [clientId, frame] of this.waiting) {
      if (this.refused.has(clientId)) continue;
      this.onItsWay = clientId;
      return frame;
    }
    return undefined;
  }
}
