/** Information page /faq/delivery (bundled content, EN and PL). */
import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../features/info-pages/components/info-page.tsx';

export const Route = createFileRoute('/faq/delivery')({
  component: () => <InfoPage page="faqDelivery" />,
});
