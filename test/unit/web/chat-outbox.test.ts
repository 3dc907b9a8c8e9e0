import { describe, expect, it } from 'vitest';
import { Outbox } from '../../../web/src/features/chat/hooks/outbox';

const frame = (clientId: string) => ({ clientId, text: clientId });

describe('a tab’s chat outbox', () => {
  it('sends one message at a time, the next when the one before is stored', () => {
    const outbox = new Outbox<ReturnType<typeof frame>>();
    expect(outbox.add(frame('a'))).toEqual(frame('a'));
    // Typed while 'a' is on its way: it waits, so the server cannot store it first.
    expect(outbox.add(frame('b'))).toBeUndefined();
    expect(outbox.add(frame('c'))).toBeUndefined();
    expect(outbox.stored('a')).toEqual(frame('b'));
    // Another tab's message coming back changes nothing.
    expect(outbox.stored('elsewhere')).toBeUndefined();
    expect(outbox.stored('b')).toEqual(frame('c'));
    expect(outbox.stored('c')).toBeUndefined();
    expect(outbox.add(frame('d'))).toEqual(frame('d'));
  });

  it('goes on past a refused message, and sends every waiting one again, oldest first, on the next connection', () => {
    const outbox = new Outbox<ReturnType<typeof frame>>();
    outbox.add(frame('a'));
    outbox.add(frame('b'));
    expect(outbox.refuse()).toEqual(frame('b'));
    // The connection drops with 'b' on its way: the new one sends 'a' (refused before) first, then 'b'.
    expect(outbox.reconnected()).toEqual(frame('a'));
    expect(outbox.stored('a')).toEqual(frame('b'));
    expect(outbox.stored('b')).toBeUndefined();
  });

  it('keeps a message it could not send for the next connection, still in order', () => {
    const outbox = new Outbox<ReturnType<typeof frame>>();
    outbox.add(frame('a'));
    outbox.notSent();
    // Still offline: the oldest is offered again, never a later one ahead of it.
    expect(outbox.add(frame('b'))).toEqual(frame('a'));
    outbox.notSent();
    expect(outbox.reconnected()).toEqual(frame('a'));
    expect(outbox.stored('a')).toEqual(frame('b'));
  });
});
