import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';
import { keepEventAnswer } from './get-event';

/** PATCH /events/cancel/{id}: the host (or an admin) cancels the event; it stays, marked cancelled. */
export function cancelEvent(eventId: string) {
  return apiRoute('PATCH /events/cancel/{id}', { path: { id: eventId } });
}

/** Cancels, then refetches every event list and read (the card, the detail and the lists all show it cancelled). */
export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (answer) => {
      keepEventAnswer(queryClient, answer.data);
      return queryClient.invalidateQueries({ queryKey: ['events'] });
    },
  });
}
