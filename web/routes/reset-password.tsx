/** The reset link from the e-mail: /reset-password?token=… */
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/account/components/reset-password-page.tsx';
import { ResetPasswordSearch } from '../features/account/search.ts';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(ResetPasswordSearch, raw),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordPage token={Route.useSearch().token} />;
}
