/** Password reset request: e-mail, then the 'Email Sent' confirmation. */
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/account/components/forgot-password-page.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});
