import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getTeamQueryOptions, type TeamMember } from '../../../api/get-team';

export type TeamMemberInput = Pick<TeamMember, 'firstName' | 'lastName' | 'designation'> & { image?: string };

/** POST /employee/add, PATCH /employee/update/{id}, DELETE /employee/delete/{id}: the owner's team changes. */
export function useTeamChanges(businessId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getTeamQueryOptions(businessId).queryKey });
  return {
    add: useMutation({ mutationFn: (member: TeamMemberInput) => api.post('/employee/add', { ...member, businessId }), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, changes }: { id: string; changes: Partial<TeamMemberInput> }) => api.patch(`/employee/update/${encodeURIComponent(id)}`, changes), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(`/employee/delete/${encodeURIComponent(id)}`), onSuccess: refresh }),
  };
}
