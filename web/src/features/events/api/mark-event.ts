import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventResponse, MarkKind } from '@shared/schemas/event';
import { api } from '../../../lib/api-client';
import { keepEventAnswer } from './get-event';

/** PATCH /events/addInterest or /events/addGoing: marks the event for the signed-in user. */
export function markEvent({ eventId, userId, kind }: { eventId: string; userId: string; kind: MarkKind }) {
  return api.patch<{ message: string; data: EventResponse }>(kind === 'going' ? '/events/addGoing' : '/events/addInterest', { eventId, userId });
}

/** Marks, then refetches every event list and the detail (spec 3 §7: the list is refetched). */
export function useMarkEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEvent,
    onSuccess: (answer) => {
      keepEventAnswer(queryClient, answer.data);
      return queryClient.invalidateQueries({ queryKey: ['events', 'list'] });
    },
  });
}
