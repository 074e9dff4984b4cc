/** The link mailed to a new e-mail address: /confirm-email?token=… */
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/account/components/confirm-email-page.tsx';
import { ResetPasswordSearch } from '../features/account/search.ts';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/confirm-email')({
  // The same shape as the reset link's: one token.
  validateSearch: (raw: Record<string, unknown>) => parseSearch(ResetPasswordSearch, raw),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  return <ConfirmEmailPage token={Route.useSearch().token} />;
}
