/**
 * The app's router, built the same way in the browser and on the server (which renders catalogue
 * pages with a memory history of the requested address).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

/** `history`: the server's, of the requested address (and no scroll restoration, a browser matter). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // New pages open at the top; back/forward restores where the shopper was. The server renders
    // no restoration script (an inline script, which the shop's CSP refuses).
    scrollRestoration: !history,
    defaultPreload: 'intent',
    // React Query owns caching; the router should always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
