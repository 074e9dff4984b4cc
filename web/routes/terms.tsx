/** /terms, where the checkout's terms link points: the terms and conditions. */
import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/info-pages/components/info-page.tsx';

export const Route = createFileRoute('/terms')({
  component: () => <InfoPage page="terms" />,
});
