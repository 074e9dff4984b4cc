/** An order's status as a coloured badge with its icon; the words carry the meaning, not the colour. */
import { CheckCircleIcon, ClockIcon, makeIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { statusLook, type StatusIcon } from '../order-view.ts';

const PackageIcon = makeIcon(
  <>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </>,
);
const CancelIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </>,
);

export const STATUS_ICONS: Record<StatusIcon, typeof ClockIcon> = {
  clock: ClockIcon,
  check: CheckCircleIcon,
  truck: TruckIcon,
  package: PackageIcon,
  cancel: CancelIcon,
};

export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const t = useT();
  const look = statusLook(status);
  const Icon = STATUS_ICONS[look.icon];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${look.className} ${className}`}
    >
      <Icon className="size-4" />
      <span className="sr-only">{t('orderStatus.label')}: </span>
      {t(look.label)}
    </span>
  );
}
