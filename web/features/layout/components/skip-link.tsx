/** First tab stop on every page: jumps over the header to the page content. */
import { useT } from '../../../lib/i18n.ts';

export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-orange-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
    >
      {t('app.skipToContent')}
    </a>
  );
}
