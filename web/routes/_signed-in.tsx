/**
 * Pathless layout of the pages that need a signed-in user: visitors are sent to /signin,
 * with the page to come back to. `requiresAuth` also tells the session-expiry handler that a 401
 * here means the session ended.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCurrentUser } from '../lib/auth.ts';

export const Route = createFileRoute('/_signed-in')({
  staticData: { requiresAuth: true },
  beforeLoad: async ({ context, location }) => {
    if (!(await loadCurrentUser(context.queryClient)))
      throw redirect({ to: '/signin', search: { redirect: location.href } });
  },
});
