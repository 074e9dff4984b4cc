/** Site footer: information links, the first three categories, contact, carriers and payment methods. */
import { Link } from '@tanstack/react-router';
import type { Category } from '#api/contract/catalog.ts';
import { ChatIcon, MailIcon } from '../../../components/ui/icons.tsx';
import type { MessageKey } from '../../../i18n/en.ts';
import { localizedName, useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useSeller } from '../../../lib/seller.ts';
import { copyrightYears, SHOP_NAME, SOCIAL_MEDIA } from '../../../lib/shop.ts';
import { BrandMark, CARRIER_MARKS, PAYMENT_MARKS } from './brand-marks.tsx';
import { InstallAppButton, OfflineReadiness } from './install-app.tsx';
import { FacebookIcon } from './social-icons.tsx';

interface FooterLink {
  /** A plain string: the information pages are routes a later issue adds. */
  href: string;
  label: string;
}

const CONTACT_PATH: string = '/about/contact';
const ABOUT: [string, MessageKey][] = [
  [CONTACT_PATH, 'footer.contactUs'],
  ['/faq', 'footer.faq'],
  ['/faq/delivery', 'footer.delivery'],
  ['/faq/payments', 'footer.payments'],
  ['/faq/exchanges-and-returns', 'footer.returns'],
];
const HELPFUL: [string, MessageKey][] = [
  ['/about/terms-conditions', 'footer.terms'],
  ['/about/privacy-policy', 'footer.privacy'],
  ['/about/security', 'footer.security'],
];
const SHOP_CATEGORY_COUNT = 3;

export function Footer({ categories }: { categories: Category[] }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const [mailbox, domain] = useSeller().customerServiceEmail.split('@');
  const translated = (links: [string, MessageKey][]) => links.map(([href, key]) => ({ href, label: t(key) }));
  const shopLinks = categories.slice(0, SHOP_CATEGORY_COUNT).map((category) => ({
    href: `/category/${category.slug}`,
    label: localizedName(category, language),
  }));

  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-4">
        <FooterColumn title={t('footer.about')} links={translated(ABOUT)} />
        <FooterColumn title={t('footer.helpful')} links={translated(HELPFUL)} />
        <FooterColumn title={t('footer.shop')} links={shopLinks} />
        <section>
          <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link
                to={CONTACT_PATH}
                className="inline-flex items-center gap-2 hover:text-white hover:underline"
              >
                <ChatIcon className="size-4 text-orange-400" />
                {t('footer.liveChat')}
              </Link>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="size-4 shrink-0 text-orange-400" />
              <span>
                <span className="sr-only">{t('footer.email')}: </span>
                {/* Narrow columns wrap the address after the @, not mid-word. */}
                {mailbox}@<wbr />
                {domain}
              </span>
            </li>
            <li>
              <a
                href={SOCIAL_MEDIA.url}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex items-center gap-2 hover:text-white hover:underline"
              >
                <FacebookIcon className="size-4 text-orange-400" />
                {t('footer.followUs')}
                <span className="sr-only">{` (${t('footer.opensInNewTab')})`}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className="mx-auto flex max-w-7xl flex-col gap-4 border-t border-slate-700 px-4 py-6 md:flex-row md:justify-between">
        <MarkList title={t('footer.carriers')} marks={CARRIER_MARKS} />
        <MarkList title={t('footer.paymentMethods')} marks={PAYMENT_MARKS} />
      </div>

      <InstallAppButton />
      <OfflineReadiness />

      <p className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-400">
        {t('footer.copyright', { years: copyrightYears(), shop: SHOP_NAME })}
      </p>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <section>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MarkList({ title, marks }: { title: string; marks: typeof CARRIER_MARKS }) {
  return (
    <section>
      <h2 className="mb-2 text-xs font-semibold text-slate-300 uppercase">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {marks.map((mark) => (
          <li key={mark.name}>
            <BrandMark mark={mark} />
          </li>
        ))}
      </ul>
    </section>
  );
}
