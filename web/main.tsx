/**
 * Entry: query client (persisted to localStorage, session data excluded), router from the generated
 * route tree, the session-expiry handler that joins the two, the document language, and the service
 * worker; the tooltip delays shared by every tooltip (spec s.9).
 */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { setSessionUser } from './lib/auth.ts';
import { getTranslator, loadMessages } from './lib/i18n.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { syncDocumentLanguage, usePreferences } from './lib/preferences.ts';
import { createPersistOptions, createQueryClient } from './lib/query-client.ts';
import { createSessionExpiryHandler } from './lib/session-expiry.ts';
import { toast } from './lib/toast.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

// Spec s.8: a signed-out 401 on a protected page -> toast, forget the user, sign-in after 500 ms.
const onSessionEnd = createSessionExpiryHandler({
  isProtectedPage: () => router.state.matches.some((match) => match.staticData.requiresAuth === true),
  onSessionEnd: (message) => {
    const t = getTranslator(usePreferences.getState().language);
    setSessionUser(queryClient, null);
    toast({ title: t('auth.unauthorizedTitle'), description: t(message), variant: 'error' });
  },
  redirectToSignIn: () =>
    void router.navigate({ to: '/sign-in', search: { redirect: router.state.location.href } }),
});

const queryClient = createQueryClient({ onError: onSessionEnd });

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
listenForInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Only the shown language's messages are downloaded; the first render waits for them (a failed
// download still renders, and the next render asks again).
void loadMessages(usePreferences.getState().language)
  .catch(() => undefined)
  .then(() => render(root));

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={createPersistOptions()}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </PersistQueryClientProvider>
    </StrictMode>,
  );
}
