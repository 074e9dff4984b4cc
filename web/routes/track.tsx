/** Order tracking, open to everyone; `?order=PP-...` (the link in order e-mails) prefills the number. */
import { createFileRoute } from '@tanstack/react-router';
import { TrackPage } from '../features/orders/components/track-page.tsx';
import { TrackSearch } from '../features/orders/track-form.ts';
import { parseSearch } from '../lib/search-params.ts';

export const Route = createFileRoute('/track')({
  validateSearch: (raw: Record<string, unknown>) => parseSearch(TrackSearch, raw),
  component: TrackRoute,
});

function TrackRoute() {
  const { order } = Route.useSearch();
  // A new ?order= (another e-mail link) starts a fresh form.
  return <TrackPage key={order ?? ''} initialOrderNumber={order} />;
}
