/**
 * Entry: query client (persisted to localStorage), router from the generated route tree, the
 * document language, and the service worker.
 */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './lib/pwa.ts';
import { syncDocumentLanguage } from './lib/preferences.ts';
import { createPersistOptions, createQueryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  // New pages open at the top; back/forward restores where the shopper was.
  scrollRestoration: true,
  defaultPreload: 'intent',
  // React Query owns caching; the router should always ask it rather than keep its own copy.
  defaultPreloadStaleTime: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

syncDocumentLanguage();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>
      <RouterProvider router={router} />
    </PersistQueryClientProvider>
  </StrictMode>,
);
