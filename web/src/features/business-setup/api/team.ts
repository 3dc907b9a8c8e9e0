import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoute } from '../../../lib/api-route';
import { getTeamQueryOptions, type TeamMember } from '../../../api/get-team';

export type TeamMemberInput = Pick<TeamMember, 'firstName' | 'lastName' | 'designation'> & { image?: string };

/** POST /employee/add, PATCH /employee/update/{id}, DELETE /employee/delete/{id}: the owner's team changes. */
export function useTeamChanges(businessId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getTeamQueryOptions(businessId).queryKey });
  return {
    add: useMutation({ mutationFn: (member: TeamMemberInput) => apiRoute('POST /employee/add', { body: { ...member, businessId } }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: Partial<TeamMemberInput> }) => apiRoute('PATCH /employee/update/{id}', { path: { id }, body: changes }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiRoute('DELETE /employee/delete/{id}', { path: { id } }), onSuccess: refresh }),
  };
}
