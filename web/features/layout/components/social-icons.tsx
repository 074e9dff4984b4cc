/** The footer's social-media mark (our own simple drawing). */
import { makeIcon } from '../../../components/ui/icons.tsx';

export const FacebookIcon = makeIcon(
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />,
);
