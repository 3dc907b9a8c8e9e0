import { describe, expect, it } from 'vitest';
import { mergeMessages, type UiMessage } from '../../../web/src/features/chat/hooks/use-chat';

const message = (id: string, seq: number | undefined, createdAt: string, extra: Partial<UiMessage> = {}): UiMessage => ({
  _id: id,
  conversationId: 'c-1',
  senderId: 'asha',
  receiverId: 'owner',
  text: id,
  createdAt,
  businessId: 'b-1',
  cityName: 'pune',
  ...(seq === undefined ? {} : { seq }),
  ...extra,
});

describe('the open chat’s messages', () => {
  it('places each arriving message by its number in the conversation, not by when it arrived', () => {
    // On AWS each push comes from its own Lambda: number 3 can arrive before 2.
    const arrivals = [message('m1', 1, '2026-03-11T10:00:00.001Z'), message('m3', 3, '2026-03-11T10:00:00.003Z'), message('m2', 2, '2026-03-11T10:00:00.002Z')];
    const shown = arrivals.reduce<UiMessage[]>((current, arriving) => mergeMessages(current, [arriving]), []);
    expect(shown.map((shownMessage) => shownMessage._id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps older unnumbered messages first, and a pending one after the stored until its stored copy takes its place', () => {
    const older = message('old', undefined, '2026-03-10T09:00:00.000Z');
    const pending = message('pending-x', undefined, '2026-03-11T09:59:00.000Z', { clientId: 'x', pending: true });
    let shown = mergeMessages([older], [pending]);
    // The other side's message is stored first, though the pending one was typed earlier by this tab's clock.
    shown = mergeMessages(shown, [message('theirs', 1, '2026-03-11T10:00:00.000Z', { senderId: 'owner' })]);
    expect(shown.map((shownMessage) => shownMessage._id)).toEqual(['old', 'theirs', 'pending-x']);
    shown = mergeMessages(shown, [message('mine', 2, '2026-03-11T10:00:00.010Z', { clientId: 'x' })]);
    expect(shown.map((shownMessage) => shownMessage._id)).toEqual(['old', 'theirs', 'mine']);
  });
});
