/**
 * App layout on every page: header, the page, footer, notifications, tooltips; first-visit language and
 * currency; plus the not-found and error views.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/ui/toast.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { motherCategoriesQueryOptions } from '../features/catalog/api/categories.ts';
import { useFirstVisitDefaults } from '../features/layout/first-visit-defaults.ts';
import { ErrorView } from '../features/layout/components/error-view.tsx';
import { Footer } from '../features/layout/components/footer.tsx';
import { Header } from '../features/layout/components/header.tsx';
import { NotFound } from '../features/layout/components/not-found.tsx';
import { SkipLink } from '../features/layout/components/skip-link.tsx';
import { UpdatePrompt } from '../features/layout/components/update-prompt.tsx';
import { useAuth } from '../lib/auth.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorView,
});

function RootLayout() {
  // The header and footer share the top-level categories; a failure only leaves the bar empty.
  const categories = useQuery(motherCategoriesQueryOptions()).data ?? [];
  const { user } = useAuth();
  useFirstVisitDefaults();
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header categories={categories} user={user} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer categories={categories} />
        <UpdatePrompt />
        <Toaster />
      </div>
    </TooltipProvider>
  );
}
