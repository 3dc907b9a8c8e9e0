import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkKind } from '@shared/schemas/event';
import { apiRoute } from '../../../lib/api-route';
import { keepEventAnswer } from './get-event';

/** PATCH /events/addInterest or /events/addGoing: marks the event for the signed-in user. */
export function markEvent({ eventId, userId, kind }: { eventId: string; userId: string; kind: MarkKind }) {
  return apiRoute(kind === 'going' ? 'PATCH /events/addGoing' : 'PATCH /events/addInterest', { body: { eventId, userId } });
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
