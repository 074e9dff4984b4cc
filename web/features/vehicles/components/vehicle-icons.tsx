/** Icons of the vehicle finder (same 24px stroked style as the shared set). */
import { makeIcon } from '../../../components/ui/icons.tsx';

export const CarIcon = makeIcon(
  <>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
    <path d="M3 12h18" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
    <path d="M9.5 17h5" />
  </>,
);
export const DocumentIcon = makeIcon(
  <>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </>,
);
export const PlateIcon = makeIcon(
  <>
    <rect x="2" y="7" width="20" height="10" rx="2" />
    <path d="M6 7v10" />
  </>,
);
