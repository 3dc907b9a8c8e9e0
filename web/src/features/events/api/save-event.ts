import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventResponse, SaveEventInput } from '@shared/schemas/event';
import { api } from '../../../lib/api-client';

export type SaveEventBody = Omit<SaveEventInput, 'images' | 'tickets' | 'eventCategory'> & Partial<Pick<SaveEventInput, 'images' | 'eventCategory'>> & { tickets: SaveEventInput['tickets'] };

/** POST /events/add (create and duplicate) or PATCH /events/update/{id} (edit). */
export function saveEvent({ body, updateId }: { body: SaveEventBody; updateId?: string }) {
  return updateId
    ? api.patch<{ success: boolean; message: string; data: EventResponse }>(`/events/update/${encodeURIComponent(updateId)}`, body)
    : api.post<{ success: boolean; message: string; data: EventResponse }>('/events/add', body);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }) });
}
