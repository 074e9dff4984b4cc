/**
 * The signed-in shopper's account links (my account, order history, return history, sign out): a
 * menu button in the header bar (ARIA menu pattern: arrows, Home/End, Escape, Tab) and the same
 * links as a plain list in the mobile menu.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { signOut } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';

// The order history route comes with the orders issue; a plain string until then.
const ORDERS_PATH: string = '/orders';

const VARIANTS = {
  menu: {
    item: 'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none',
  },
  list: {
    item: 'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-base font-semibold hover:bg-slate-800',
  },
};

type Variant = keyof typeof VARIANTS;

/** The four entries, as menu items (roving focus, managed by the menu) or as plain list items. */
export function AccountLinks({ variant }: { variant: Variant }) {
  const t = useT();
  const asMenu = variant === 'menu';
  const item = { role: asMenu ? 'menuitem' : undefined, tabIndex: asMenu ? -1 : undefined };
  const className = VARIANTS[variant].item;
  const liRole = asMenu ? 'none' : undefined;
  return (
    <>
      <li role={liRole}>
        <Link to="/profile" {...item} className={className}>
          {t('header.myAccountLink')}
        </Link>
      </li>
      <li role={liRole}>
        <Link to={ORDERS_PATH} {...item} className={className}>
          {t('header.orderHistory')}
        </Link>
      </li>
      <li role={liRole}>
        <Link to="/profile" search={{ section: 'orders' }} {...item} className={className}>
          {t('header.returnHistory')}
        </Link>
      </li>
      <li role={liRole}>
        <button type="button" onClick={signOut} {...item} className={className}>
          <LogoutIcon className="size-4" />
          {t('header.signOut')}
        </button>
      </li>
    </>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

export function AccountMenu({ firstName }: { firstName: string }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  // Opening moves focus into the menu (first item, or last when opened with ArrowUp).
  useEffect(() => {
    if (!open) return;
    const items = menuItems(menu.current);
    (focusOnOpen.current === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open]);

  // A click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openWith(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menu.current);
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    const actions: Record<string, () => void> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(items.length - 1),
      Escape: close,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  // Choosing a link closes the menu (the page changes under it).
  const closeOnChoice = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest('[role="menuitem"]')) setOpen(false);
  };

  return (
    <div ref={container} className="relative hidden md:block">
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-800"
      >
        <UserIcon />
        <span className="max-w-40 truncate">{firstName || t('header.myAccount')}</span>
        <span className="sr-only">{`, ${t('header.accountMenu')}`}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          onClick={closeOnChoice}
          className="absolute right-0 z-50 mt-2 w-56 overflow-hidden rounded-xl bg-white py-1 text-slate-900 shadow-xl ring-1 ring-slate-200"
        >
          <AccountLinks variant="menu" />
        </ul>
      )}
    </div>
  );
}
