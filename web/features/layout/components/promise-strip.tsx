/** The header's top strip: the shop's three promises. */
import { ReturnIcon, ShieldCheckIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';

export function PromiseStrip() {
  const t = useT();
  const promises = [
    { Icon: ReturnIcon, text: t('promise.returns') },
    { Icon: ShieldCheckIcon, text: t('promise.quality') },
    { Icon: TruckIcon, text: t('promise.delivery') },
  ];
  return (
    <div className="bg-slate-950 text-xs text-slate-200">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-4 gap-y-1 px-4 py-1.5 sm:gap-x-8">
        {promises.map(({ Icon, text }) => (
          <li key={text} className="flex shrink-0 items-center gap-1.5">
            <Icon className="size-4 text-orange-400" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
