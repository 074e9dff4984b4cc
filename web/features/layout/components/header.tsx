/**
 * Site header: promises strip, logo, search, country/language and currency, wishlist, cart, the
 * account button (the user's first name and menu when signed in, else 'Sign In') and the category bar.
 * On narrow screens the pickers (and below `md` the account links and the categories) move into a
 * menu panel.
 */
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Category } from '#api/contract/catalog.ts';
import {
  CartIcon,
  ClockIcon,
  CloseIcon,
  HeartIcon,
  MenuIcon,
  UserIcon,
} from '../../../components/ui/icons.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { SHOP_NAME } from '../../../lib/shop.ts';
import { AccountLinks, AccountMenu } from './account-menu.tsx';
import { CategoryLinks } from './category-links.tsx';
import { PreferenceSelects } from './preference-selects.tsx';
import { PromiseStrip } from './promise-strip.tsx';
import { SearchForm } from './search-form.tsx';

// Routes that later issues add; plain strings until then, so the typed Link accepts them.
const WISHLIST_PATH: string = '/wishlist';
const CART_PATH: string = '/cart';

interface HeaderProps {
  categories: Category[];
  /**
   * The account to show: the signed-in user's first name, or while the server has not answered yet
   * the one last seen on this device; null shows "Sign In".
   */
  account: { firstName: string } | null;
  /** Live counts from the wishlist and cart features (wired by the root route). */
  wishlistCount: number;
  cartCount: number;
  /** Cart and wishlist changes kept on this device until the connection returns. */
  pendingChanges: number;
}

export function Header({ categories, account, wishlistCount, cartCount, pendingChanges }: HeaderProps) {
  const t = useT();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The pickers are rendered once, in the bar or in the panel: a hidden twin would still be found by
  // its label (by tests and by some assistive tech).
  const wide = useMediaQuery('(min-width: 1024px)');

  // Following any link in the panel closes it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };
  // Escape closes it and returns focus to the button, which would otherwise be lost with the panel.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header className="bg-slate-900 text-white">
      <PromiseStrip />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3">
        <Link
          to="/"
          aria-label={t('header.homeLink', { shop: SHOP_NAME })}
          className="flex items-center gap-2"
        >
          <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-extrabold tracking-tight">
              Parts<span className="text-orange-400">Point</span>
            </span>
            <span className="text-xs text-slate-300">{t('header.tagline')}</span>
          </span>
        </Link>

        <SearchForm className="order-last w-full md:order-none md:w-auto md:max-w-xl md:flex-1" />

        <nav aria-label={t('header.mainNav')} className="ml-auto flex items-center gap-1 sm:gap-2">
          {wide && <PreferenceSelects />}
          <CountLink
            to={WISHLIST_PATH}
            label={t('header.wishlistCount', { count: wishlistCount })}
            count={wishlistCount}
          >
            <HeartIcon className="size-6" />
          </CountLink>
          <CountLink to={CART_PATH} label={t('header.cartCount', { count: cartCount })} count={cartCount}>
            <CartIcon className="size-6" />
          </CountLink>
          {pendingChanges > 0 && (
            // Next to the cart badge, where the shopper looks after an add: the changes kept on this
            // device for sending (the offline banner says it too, but scrolls away).
            <span
              data-testid="pending-changes"
              title={t('offline.pending', { count: pendingChanges })}
              className="flex items-center gap-1 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-950"
            >
              <ClockIcon className="size-3.5" />
              {t('offline.waiting', { count: pendingChanges })}
            </span>
          )}
          {account ? (
            <AccountMenu firstName={account.firstName} />
          ) : (
            <Link
              to="/sign-in"
              className="hidden items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-800 md:flex"
            >
              <UserIcon />
              {t('header.signIn')}
            </Link>
          )}
          <Tooltip content={menuOpen ? t('header.closeMenu') : t('header.openMenu')}>
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="rounded-md p-2 hover:bg-slate-800 lg:hidden"
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
              <span className="sr-only">{menuOpen ? t('header.closeMenu') : t('header.openMenu')}</span>
            </button>
          </Tooltip>
        </nav>
      </div>

      <nav
        aria-label={t('header.categoriesNav')}
        className="hidden border-t border-slate-700 bg-slate-800 md:block"
      >
        <div className="mx-auto max-w-7xl px-4">
          <CategoryLinks categories={categories} layout="bar" />
        </div>
      </nav>

      {menuOpen && !wide && (
        <div
          id={menuId}
          onClick={closeOnLink}
          onKeyDown={closeOnEscape}
          className="border-t border-slate-700 bg-slate-900"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4">
            <PreferenceSelects showLabels />
            {account ? (
              <div className="md:hidden">
                <p className="flex items-center gap-3 px-3 pb-1 text-sm text-slate-300">
                  <UserIcon />
                  {account.firstName || t('header.myAccount')}
                </p>
                <ul>
                  <AccountLinks variant="list" />
                </ul>
              </div>
            ) : (
              <Link
                to="/sign-in"
                className="flex items-center gap-3 rounded-md px-3 py-3 text-base font-semibold hover:bg-slate-800 md:hidden"
              >
                <UserIcon />
                {t('header.signIn')}
              </Link>
            )}
            <nav aria-label={t('header.categoriesNav')} className="md:hidden">
              <CategoryLinks categories={categories} layout="list" />
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}

function CountLink({
  to,
  label,
  count,
  children,
}: {
  to: string;
  label: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Tooltip content={label} side="bottom">
      <Link to={to} aria-label={label} className="relative rounded-md p-2 hover:bg-slate-800">
        {children}
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-500 px-1 text-xs font-bold text-slate-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      </Link>
    </Tooltip>
  );
}
