/** Information page /about/privacy-policy (bundled content, EN and PL). */
import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/info-pages/components/info-page.tsx';

export const Route = createFileRoute('/about/privacy-policy')({
  component: () => <InfoPage page="privacy" />,
});
