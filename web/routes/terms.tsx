/** /terms, where the checkout's terms link points: the terms and conditions. */
import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/info-pages/components/info-page.tsx';
import { deliveryRulesQueryOptions } from '../lib/delivery-rules.ts';
import { prefetchOnServer } from '../lib/server-prefetch.ts';

export const Route = createFileRoute('/terms')({
  // The delivery tables are the shop settings': a page rendered on the server carries them.
  loader: ({ context }) => prefetchOnServer(context.queryClient, deliveryRulesQueryOptions()),
  component: () => <InfoPage page="terms" />,
});
