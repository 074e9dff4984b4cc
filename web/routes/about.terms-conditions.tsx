/** Information page /about/terms-conditions (bundled content, EN and PL, with the delivery rules' tables). */
import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/info-pages/components/info-page.tsx';
import { deliveryRulesQueryOptions } from '../lib/delivery-rules.ts';
import { prefetchOnServer } from '../lib/server-prefetch.ts';

export const Route = createFileRoute('/about/terms-conditions')({
  // The delivery tables are the shop settings': a page rendered on the server carries them.
  loader: ({ context }) => prefetchOnServer(context.queryClient, deliveryRulesQueryOptions()),
  component: () => <InfoPage page="terms" />,
});
