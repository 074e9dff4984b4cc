/**
 * /profile: a side menu of five sections (the section lives in the URL, so each has a link) and the
 * chosen section. Signed-out visitors never get here (the route redirects); if the session ends while
 * the page is open, it says so and links to sign-in.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import type { User } from '#api/contract/auth.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { LogoutIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { signOut, useAuth } from '../../../lib/auth.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { PROFILE_SECTIONS, type ProfileSection } from '../search.ts';
import { AccountSettings } from './account-settings.tsx';
import { AddressBook } from './address-book.tsx';
import { OrdersAndReturns, type OrdersSectionSlots } from './orders-and-returns.tsx';
import { ProfileDetails } from './profile-details.tsx';

const SECTION_TITLES: Record<ProfileSection, TextKey> = {
  profile: 'profile.section.profile',
  vehicles: 'profile.section.vehicles',
  orders: 'profile.section.orders',
  addresses: 'profile.section.addresses',
  settings: 'profile.section.settings',
};

export function ProfilePage({
  section = 'profile',
  ordersSlots,
}: {
  section?: ProfileSection;
  /** The orders feature's lists for the orders section, plugged in by the route. */
  ordersSlots?: OrdersSectionSlots;
}) {
  const t = useT();
  const { user, checked } = useAuth();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownSection = useRef(section);

  // Switching sections replaces the panel: move focus to its heading, as a page change would.
  useEffect(() => {
    if (shownSection.current === section) return;
    shownSection.current = section;
    heading.current?.focus();
  }, [section]);

  if (!checked) return <Spinner label={t('common.loading')} />;
  if (!user) return <LoginRequired />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('profile.title')}</h1>
      <p className="mt-1 text-slate-600">{t('profile.greeting', { name: user.firstName })}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <ProfileMenu />
        <section
          aria-labelledby={headingId}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="mb-5 text-xl font-bold focus:outline-none"
          >
            {t(SECTION_TITLES[section])}
          </h2>
          <SectionContent section={section} user={user} ordersSlots={ordersSlots} />
        </section>
      </div>
    </div>
  );
}

function SectionContent({
  section,
  user,
  ordersSlots,
}: {
  section: ProfileSection;
  user: User;
  ordersSlots: OrdersSectionSlots | undefined;
}) {
  const t = useT();
  switch (section) {
    case 'profile':
      return <ProfileDetails user={user} />;
    case 'vehicles':
      return <p className="text-slate-700">{t('profile.vehiclesComingSoon')}</p>;
    case 'orders':
      return <OrdersAndReturns slots={ordersSlots} />;
    case 'addresses':
      return <AddressBook />;
    case 'settings':
      return <AccountSettings />;
  }
}

function ProfileMenu() {
  const t = useT();
  return (
    <nav aria-label={t('profile.sections')} className="flex min-w-0 flex-col gap-3">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0">
        {PROFILE_SECTIONS.map((item) => (
          <li key={item} className="shrink-0">
            <Link
              to="/profile"
              search={item === 'profile' ? {} : { section: item }}
              // Exact search match: the bare /profile link must not look current on every section.
              activeOptions={{ exact: true }}
              className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 data-[status=active]:bg-slate-900 data-[status=active]:text-white"
            >
              {t(SECTION_TITLES[item])}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" onClick={signOut} className={`${buttonClass('secondary')} md:justify-start`}>
        <LogoutIcon />
        {t('profile.signOut')}
      </button>
    </nav>
  );
}

function LoginRequired() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('profile.loginRequired')}</h1>
      <Link to="/signin" search={{ redirect: '/profile' }} className={`${buttonClass('primary')} mt-6`}>
        {t('header.signIn')}
      </Link>
    </section>
  );
}
