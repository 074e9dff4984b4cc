/** POST /api/admin/login: signs in an administrator; the answer becomes the current user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogin, type LoginBody } from '#api/contract/auth.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/auth.ts';

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiFetch(adminLogin, { body }),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
