import { useMutation } from '@tanstack/react-query';
import type { UpdateUserInput, UserResponse } from '@shared/schemas/auth';
import { apiRoute } from '../../../lib/api-route';
import type { MutationConfig } from '../../../lib/react-query';
import { sessionStore, updateSessionUser } from '../../../lib/session';

export interface UpdateUserVariables {
  userId: string;
  data: UpdateUserInput;
}

/** PATCH /users/update/{userId}: answers the updated user. */
export function updateUser({ userId, data }: UpdateUserVariables): Promise<{ user: UserResponse }> {
  return apiRoute('PATCH /users/update/{userId}', { path: { userId }, body: data });
}

/** Updates a user; when it is the signed-in user, the stored session follows. */
export function useUpdateUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateUser> } = {}) {
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: updateUser,
    onSuccess: (result, ...rest) => {
      if (result.user._id === sessionStore.get()?.user._id) updateSessionUser(result.user);
      return onSuccess?.(result, ...rest);
    },
  });
}
