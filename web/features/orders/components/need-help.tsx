/** Support contacts for an order: the support e-mail, the contact page (live chat) and response times. */
import { Link } from '@tanstack/react-router';
import { ChatIcon, MailIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSeller } from '../../../lib/seller.ts';

// The information pages are a later issue's routes: a plain string, as in the footer.
const CONTACT_PATH: string = '/about/contact';

export function NeedHelp({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useT();
  const Heading = headingLevel;
  const email = useSeller().customerServiceEmail;
  return (
    <section className="rounded-xl border border-orange-200 bg-orange-50 p-4 sm:p-5">
      <Heading className="text-lg font-bold text-slate-900">{t('orderHelp.title')}</Heading>
      <p className="mt-1 text-sm text-slate-700">{t('orderHelp.text')}</p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        <li className="flex items-center gap-2">
          <MailIcon className="size-4 shrink-0 text-orange-700" />
          <span className="sr-only">{t('orderHelp.email')}: </span>
          <a href={`mailto:${email}`} className="font-semibold break-all text-orange-800 hover:underline">
            {email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <ChatIcon className="size-4 shrink-0 text-orange-700" />
          <Link to={CONTACT_PATH} className="font-semibold text-orange-800 hover:underline">
            {t('orderHelp.contactPage')}
          </Link>
        </li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t('orderHelp.changes')}</p>
    </section>
  );
}
