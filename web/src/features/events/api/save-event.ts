import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveEventInput } from '@shared/schemas/event';
import { apiRoute } from '../../../lib/api-route';

export type SaveEventBody = Omit<SaveEventInput, 'images' | 'tickets' | 'eventCategory'> & Partial<Pick<SaveEventInput, 'images' | 'eventCategory'>> & { tickets: SaveEventInput['tickets'] };

/** POST /events/add (create and duplicate) or PATCH /events/update/{id} (edit). */
export function saveEvent({ body, updateId }: { body: SaveEventBody; updateId?: string }) {
  return updateId ? apiRoute('PATCH /events/update/{id}', { path: { id: updateId }, body }) : apiRoute('POST /events/add', { body });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }) });
}
