/**
 * App layout on every page: header, the page, footer, notifications; first-visit language and
 * currency; the other features plugged into the catalogue screens; plus the not-found and error views.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Category } from '#api/contract/catalog.ts';
import { SavedOfflineProvider } from '../components/ui/offline-unavailable.tsx';
import { Toaster } from '../components/ui/toast.tsx';
import { NotFound } from '../components/ui/not-found.tsx';
import { useAddToCart, useCartCount, useCartSession } from '../features/cart/cart-actions.ts';
import { motherCategoriesQueryOptions } from '../features/catalog/api/categories.ts';
import { CatalogSlotsProvider, type CatalogSlots } from '../features/catalog/catalog-slots.tsx';
import { SavedCatalogue } from '../features/catalog/components/saved-offline.tsx';
import { useFirstVisitDefaults } from '../features/layout/first-visit-defaults.ts';
import { ErrorView } from '../features/layout/components/error-view.tsx';
import { Footer } from '../features/layout/components/footer.tsx';
import { Header } from '../features/layout/components/header.tsx';
import { IosInstallHint } from '../features/layout/components/install-app.tsx';
import { NavigationProgress } from '../features/layout/components/navigation-progress.tsx';
import { SkipLink } from '../features/layout/components/skip-link.tsx';
import { DemoShopBanner } from '../features/layout/components/demo-shop-banner.tsx';
import { UpdatePrompt } from '../features/layout/components/update-prompt.tsx';
import { useChosenVehicleId, useVehicleParam } from '../features/vehicles/chosen-vehicle.ts';
import { ChosenVehicleChip } from '../features/vehicles/components/chosen-vehicle-chip.tsx';
import {
  useWishlistCount,
  useWishlistSession,
  useWishlistToggle,
} from '../features/wishlist/wishlist-actions.ts';
import { useAccountHint } from '../lib/account-hint.ts';
import { useAuth } from '../lib/auth.ts';
import { useOutboxSync, usePendingChanges } from '../lib/outbox-sync.ts';
import { OfflineBanner } from '../features/layout/components/offline-banner.tsx';
import { prefetchOnServer } from '../lib/server-prefetch.ts';
import { sellerQueryOptions } from '../lib/seller.ts';

/** The cart, wishlist and vehicles features, plugged into the catalogue screens (see catalog-slots). */
const CATALOG_SLOTS: CatalogSlots = {
  useAddToCart,
  useWishlistToggle,
  useVehicleId: useChosenVehicleId,
  useVehicleParam,
  VehicleChip: ChosenVehicleChip,
};

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's categories and the footer's seller, on every rendered page.
  loader: ({ context }) =>
    prefetchOnServer(context.queryClient, motherCategoriesQueryOptions(), sellerQueryOptions()),
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorView,
});

/** No categories (yet, or the request failed): one array, so the memoised header and footer keep still. */
const NO_CATEGORIES: Category[] = [];

// The layout renders again whenever a count, the user or the outbox changes (the first time right
// after the page is taken over): the page itself and the footer are left out of those renders.
const MemoHeader = memo(Header);
const MemoFooter = memo(Footer);
const Page = memo(function Page() {
  return <Outlet />;
});

function RootLayout() {
  // The header and footer share the top-level categories; a failure only leaves the bar empty.
  const categories = useQuery(motherCategoriesQueryOptions()).data ?? NO_CATEGORIES;
  const { user, isLoading } = useAuth();
  // Until the server says who is signed in, the header shows the account last seen here (no flash of
  // "Sign In" on a reload); the server's answer replaces it either way.
  const hint = useAccountHint();
  const account = user ?? (isLoading ? hint : null);
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  // Signed in: the guest cart and wishlist merge into the account; signed out: no server copies kept.
  useCartSession();
  useWishlistSession();
  useFirstVisitDefaults();
  useMarkAppReady();
  useOutboxSync(user?.id);
  const pendingChanges = usePendingChanges(user?.id);
  return (
    <CatalogSlotsProvider slots={CATALOG_SLOTS}>
      <SavedOfflineProvider value={SavedCatalogue}>
        <div className="flex min-h-dvh flex-col">
          <NavigationProgress />
          <SkipLink />
          <DemoShopBanner />
          <MemoHeader
            categories={categories}
            account={account}
            wishlistCount={wishlistCount}
            cartCount={cartCount}
            pendingChanges={pendingChanges}
          />
          <OfflineBanner pendingChanges={pendingChanges} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            <Page />
          </main>
          <MemoFooter categories={categories} />
          <UpdatePrompt />
          <IosInstallHint />
          <Toaster />
        </div>
      </SavedOfflineProvider>
    </CatalogSlotsProvider>
  );
}

/**
 * Marks the document once the app runs (a server-rendered page is then taken over): the browser
 * tests wait for it before they click.
 */
function useMarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
}
