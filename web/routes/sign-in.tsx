/** Sign-in page (the main address; /signin is the other); signed-in visitors go straight to their profile. */
import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/account/components/sign-in-page.tsx';
import { SignInSearch } from '../features/account/search.ts';
import { redirectSignedInToProfile } from '../lib/auth.ts';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/sign-in')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(SignInSearch, raw),
  beforeLoad: redirectSignedInToProfile,
  component: SignInRoute,
});

function SignInRoute() {
  return <SignInPage redirectTo={Route.useSearch().redirect} />;
}
