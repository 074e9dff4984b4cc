/** Icons of the product lists' controls (grid/list view, filters), on the shared 24px grid. */
import { makeIcon } from '../../../components/ui/icons.tsx';

export const GridViewIcon = makeIcon(
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </>,
);
export const ListViewIcon = makeIcon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />);
export const FilterIcon = makeIcon(<path d="M4 5h16l-6 7.5V19l-4 1v-7.5L4 5Z" />);
