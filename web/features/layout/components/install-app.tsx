/**
 * Installing the app: an "Install app" row in the footer while the browser offers its prompt, and
 * on iOS Safari (which has none) a dismissible hint card naming Share > Add to Home Screen. Neither
 * shows once the app is installed or running as the app. The footer also says whether the shop
 * works offline on this device yet.
 */
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckCircleIcon, ClockIcon, CloseIcon, makeIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useInstall, useInstallOffer } from '../../../lib/install-prompt.ts';
import { usePwa } from '../../../lib/pwa.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';

const DownloadIcon = makeIcon(<path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />);

/** Safari's Share symbol: a box with an arrow out of its top. */
const ShareIcon = makeIcon(
  <>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
  </>,
);

/** 'Works offline' once the worker is installed, 'Getting ready…' before; nothing without a worker. */
export function OfflineReadiness() {
  const t = useT();
  const offline = usePwa((state) => state.offline);
  if (offline === 'off') return null;
  const Icon = offline === 'ready' ? CheckCircleIcon : ClockIcon;
  return (
    <p
      data-testid="offline-readiness"
      className="mx-auto flex max-w-7xl items-center gap-2 border-t border-slate-700 px-4 py-3 text-sm text-slate-300"
    >
      <Icon className="size-4" />
      {offline === 'ready' ? t('offline.readyState') : t('offline.preparingState')}
    </p>
  );
}

export function InstallAppButton() {
  const t = useT();
  const offer = useInstallOffer();
  const promptInstall = useInstall((state) => state.promptInstall);
  if (offer !== 'prompt') return null;
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 border-t border-slate-700 px-4 py-4">
      <p className="text-sm">{t('install.buttonHint', { shop: SHOP_NAME })}</p>
      <button type="button" onClick={() => void promptInstall()} className={buttonClass('primary')}>
        <DownloadIcon className="size-4" />
        {t('install.button')}
      </button>
    </div>
  );
}

export function IosInstallHint() {
  const t = useT();
  const offer = useInstallOffer();
  const dismiss = useInstall((state) => state.dismissIosHint);
  if (offer !== 'ios-hint') return null;
  const [before, after] = t('install.iosHint').split('{share}');
  return (
    <section
      aria-labelledby="install-hint-title"
      className="fixed inset-x-3 bottom-[calc(env(safe-area-inset-bottom)+0.75rem)] z-40 mx-auto flex max-w-[420px] items-start gap-3 rounded-xl bg-white p-4 text-sm text-slate-900 shadow-xl ring-1 ring-slate-200"
    >
      <img src="/apple-touch-icon.png" alt="" width={40} height={40} className="size-10 rounded-lg" />
      <div className="flex-1">
        <h2 id="install-hint-title" className="font-semibold">
          {t('install.iosTitle', { shop: SHOP_NAME })}
        </h2>
        <p className="mt-1 text-slate-700">
          {before}
          <ShareIcon className="inline size-5 align-text-bottom text-blue-600" />
          {after}
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('install.dismiss')}
        className="-m-1 rounded-md p-2 text-slate-600 hover:bg-slate-100"
      >
        <CloseIcon className="size-5" />
      </button>
    </section>
  );
}
