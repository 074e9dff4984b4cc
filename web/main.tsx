/**
 * Entry: query client (persisted to localStorage, session data excluded), router from the generated
 * route tree, the session-expiry handler that joins the two, the document language, and the service
 * worker; the tooltip delays shared by every tooltip. A page the server rendered is
 * hydrated from the catalogue answers it carries; any other is rendered here.
 */
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './app-router.ts';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { keepAccountOnDevice } from './lib/account-snapshot.ts';
import { setSessionUser } from './lib/auth.ts';
import { getTranslator, loadMessages } from './lib/i18n.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { onReconnect } from './lib/network.ts';
import { setShopOrigin } from './lib/origin.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { syncDocumentLanguage, syncPreferencesCookie, usePreferences } from './lib/preferences.ts';
import { createPersistOptions, createQueryClient, restoringWithout } from './lib/query-client.ts';
import { createSessionExpiryHandler } from './lib/session-expiry.ts';
import { toast } from './lib/toast.ts';
import { readSsrPayload } from './ssr-payload.ts';
import {
  getChosenVehicle,
  setRenderedVehicleId,
  writeVehicleCookie,
} from './features/vehicles/chosen-vehicle.ts';

// A signed-out 401 on a protected page -> toast, forget the user, sign-in after 500 ms.
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
const router = createAppRouter(queryClient);
// The signed-in account (name, cart, wishlist) is kept on this device for when the server cannot be asked.
keepAccountOnDevice(queryClient);
// The server answers again after a dead connection the browser never reported: the queries refetch
// and paused changes go out, as on the browser's own 'online' event.
onReconnect(() => {
  queryClient.getQueryCache().onOnline();
  void queryClient.resumePausedMutations();
});

// A server-rendered page: with nothing saved in this browser, the page's language, currency and
// country become its choice (the first-visit defaults, as /api/geo's would, or the choice its cookie
// kept); its catalogue answers fill the cache. Its markup is taken over only when it was rendered in
// the language and currency this browser shows; otherwise the page is rendered afresh.
const payload = readSsrPayload(document);
let hydrateMarkup = false;
if (payload) {
  if (!usePreferences.getState().saved) {
    const { country, language, currency } = payload;
    usePreferences.setState({ country, language, currency, saved: true });
  }
  hydrate(queryClient, payload.queries);
  setShopOrigin(payload.origin);
  const { language, currency } = usePreferences.getState();
  hydrateMarkup = payload.hydrate && language === payload.language && currency === payload.currency;
  if (hydrateMarkup) setRenderedVehicleId(payload.vehicleId);
}
// The server renders lists for the vehicle its cookie names: keep the cookie on the chosen one.
void getChosenVehicle().then((vehicle) => writeVehicleCookie(vehicle?.id ?? null));

syncDocumentLanguage();
syncPreferencesCookie();
listenForInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>
);

// The answers kept in localStorage are restored before the first render (the server's, being newer,
// stay), so no query asks before them and the page is not rendered a second time once they are in.
const persistOptions = { ...createPersistOptions(), queryClient };
async function restorePersistedQueries(): Promise<void> {
  const rendered = new Set(payload?.queries.queries.map((query) => query.queryHash));
  const persister = restoringWithout(persistOptions.persister, rendered);
  await persistQueryClientRestore({ ...persistOptions, persister }).catch(() => undefined);
  persistQueryClientSubscribe(persistOptions);
}

// Only the shown language's messages are downloaded; the first render waits for them (a failed
// download still renders, and the next render asks again). Hydration also waits for the page's
// route to be loaded, so the first render matches the server's.
void Promise.all([
  loadMessages(usePreferences.getState().language).catch(() => undefined),
  restorePersistedQueries(),
]).then(async () => {
  if (!hydrateMarkup) {
    createRoot(root).render(app);
    return;
  }
  await router.load().catch(() => undefined);
  // The router renders a server-rendered page's matches as the server did (no suspense boundary
  // at the root), as its own hydration would.
  router.ssr = { manifest: undefined };
  // Hydration as a transition: React may yield to the browser between components instead of
  // holding the main thread for the whole page on a slow phone.
  startTransition(() => {
    hydrateRoot(root, app);
  });
});
