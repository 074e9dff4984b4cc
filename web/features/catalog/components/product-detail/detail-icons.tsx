/** Icons only the product page uses (the shared set lives in components/ui/icons.tsx). */
import { makeIcon } from '../../../../components/ui/icons.tsx';

export const ChevronLeftIcon = makeIcon(<path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = makeIcon(<path d="m9 6 6 6-6 6" />);
export const MinusIcon = makeIcon(<path d="M5 12h14" />);
export const LockIcon = makeIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const CarIcon = makeIcon(
  <>
    <path d="M5 16V11l2-5h10l2 5v5" />
    <path d="M3 16h18v2H3z" />
    <circle cx="7.5" cy="13" r="1" />
    <circle cx="16.5" cy="13" r="1" />
  </>,
);
