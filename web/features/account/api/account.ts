/**
 * Account mutations: sign-in, registration, password reset and change, profile update and deletion.
 * The current-user query itself lives in lib/auth.ts (the header and other features read it too);
 * these hooks keep it in step with what the server answered. Messages and navigation stay with the
 * screens.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  confirmEmailChange,
  deleteCurrentUser,
  forgotPassword,
  login,
  register,
  resetPassword,
  updateCurrentUser,
  type LoginBody,
  type RegisterBody,
  type UpdateUserBody,
} from '#api/contract/auth.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY, setSessionUser } from '../../../lib/auth.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiFetch(login, { body }),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => apiFetch(register, { body }),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiFetch(forgotPassword, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmPassword: string }) =>
      apiFetch(resetPassword, { body }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      apiFetch(changePassword, { body }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => apiFetch(updateCurrentUser, { body }),
    meta: { unauthorizedMessage: 'profile.loginToUpdate' },
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

/** The caller signs the app out (setSessionUser(null)) when it leaves the page, after the toast. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (currentPassword: string) => apiFetch(deleteCurrentUser, { body: { currentPassword } }),
    meta: { unauthorizedMessage: 'profile.loginToDelete' },
  });
}

/** Opens the link mailed to a new address; a signed-in session reads its user again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch(confirmEmailChange, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
