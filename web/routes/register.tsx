/** Account creation; signed-in visitors go to their profile instead. */
import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/account/components/register-page.tsx';
import { redirectSignedInToProfile } from '../lib/auth.ts';

export const Route = createFileRoute('/register')({
  beforeLoad: redirectSignedInToProfile,
  component: RegisterPage,
});
