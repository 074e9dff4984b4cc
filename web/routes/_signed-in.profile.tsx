/** The account page; ?section= picks one of its five sections (profile by default). */
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/components/profile-page.tsx';
import { ProfileSearch } from '../features/account/search.ts';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/_signed-in/profile')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(ProfileSearch, raw),
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage section={Route.useSearch().section} />;
}
