/** Order and return statuses as coloured badges; the words carry the meaning, not the colour. */
import { useT } from '../../../lib/i18n.ts';
import { orderStatusBadge, returnStatusBadge, type BadgeLook } from '../admin-orders.ts';

function Badge({ look, prefix }: { look: BadgeLook; prefix: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${look.className}`}
    >
      <span className="sr-only">{prefix}: </span>
      {t(look.label)}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge look={orderStatusBadge(status)} prefix={t('orderStatus.label')} />;
}

export function ReturnStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <Badge look={returnStatusBadge(status)} prefix={t('adminReturns.statusLabel')} />;
}
