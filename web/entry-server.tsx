/**
 * Server rendering of the catalogue pages: the same components and router as the app, in the
 * shopper's language and currency, with the catalogue answers they need fetched in-process and
 * dehydrated into the page. Only public catalogue queries are ever fetched here: the cart, wishlist,
 * account and orders render in their signed-out, empty state and fill in on the client.
 *
 * Built by `npm run build` into dist/ssr/ and loaded by the server (api/plugins/page-rendering.ts).
 */
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
} from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { GeoDefaults } from '#api/contract/geo.ts';
import { createAppRouter } from './app-router.ts';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';
import { setApiTransport, type ApiTransport } from './lib/api-client.ts';
import { getTranslator, registerMessages } from './lib/i18n.ts';
import { setShopOrigin } from './lib/origin.ts';
import { startCollectingHead, stopCollectingHead } from './lib/page-head.ts';
import {
  decideGeoDefaults,
  DEFAULT_PREFERENCES,
  parsePreferencesCookie,
  type Preferences,
  usePreferences,
} from './lib/preferences.ts';
import { PERSISTED_QUERY_PREFIXES } from './lib/query-client.ts';
import { SHOP_NAME } from './lib/shop.ts';
import { parseVehicleCookie, setRenderedVehicleId } from './features/vehicles/chosen-vehicle.ts';
import { buildHead, LANGUAGE_PARAM, type PageHead } from './ssr-head.ts';
import type { SsrPayload } from './ssr-payload.ts';

registerMessages('en', en);
registerMessages('pl', pl);

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The request's Cookie header (only the preferences cookie is read). */
  cookie: string | undefined;
  /** First-visit defaults from the request's headers (as `GET /api/geo` answers). */
  geo: GeoDefaults;
  /** The shop's public address (canonical and alternate links). */
  origin: string;
  /** Answers API paths in-process. */
  transport: ApiTransport;
}

export interface RenderResult {
  status: number;
  html: string;
  head: PageHead;
  payload: SsrPayload;
  preferences: Preferences;
  /** How many times the page was rendered (once when its route's loaders named all it shows). */
  passes: number;
}

/** Renders passes until no new catalogue query is wanted (a page that needs its category first). */
const MAX_PASSES = 4;

const isPublicKey = (key: QueryKey) =>
  typeof key[0] === 'string' && PERSISTED_QUERY_PREFIXES.includes(key[0]);

type Options = ReturnType<QueryClient['defaultQueryOptions']>;

/**
 * Makes a query client note every public query a render asks for with `enabled` on and no answer
 * yet (every hook passes its options through `defaultQueryOptions`); `fetchWanted` fetches those,
 * and the server renders again.
 */
function collectWantedQueries(client: QueryClient) {
  const wanted = new Map<string, Options>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<QueryClient['defaultQueryOptions']>[0]) => {
    const defaulted = defaults(options);
    if (isPublicKey(defaulted.queryKey)) {
      const query = client.getQueryCache().get(defaulted.queryHash);
      const enabled =
        typeof defaulted.enabled === 'function'
          ? query !== undefined && defaulted.enabled(query as never)
          : defaulted.enabled !== false;
      const answered = query && (query.state.status !== 'pending' || query.state.fetchStatus === 'fetching');
      if (enabled && !answered) wanted.set(defaulted.queryHash, defaulted);
    }
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];

  return async function fetchWanted(): Promise<number> {
    // Only what is still unanswered now: fetchQuery (a route loader's, or this function's own) passes
    // its options through defaultQueryOptions too and was noted before its answer came; fetching
    // those again would cost one more, useless, pass per page.
    const batch = [...wanted.values()].filter((options) => {
      const state = client.getQueryCache().get(options.queryHash ?? '')?.state;
      return !state || (state.status === 'pending' && state.fetchStatus !== 'fetching');
    });
    wanted.clear();
    await Promise.all(
      batch.map((options) => {
        const run =
          'getNextPageParam' in options
            ? client.fetchInfiniteQuery(options as never)
            : client.fetchQuery(options as never);
        // A failed answer stays an error in the cache, as the page would show it.
        return run.catch(() => undefined);
      }),
    );
    return batch.length;
  };
}

/**
 * The shopper's choice from its cookie, else the first-visit defaults from the request; an address
 * with `?lang=` (the alternates search engines follow) is rendered in that language.
 */
export function preferencesFor(url: string, cookie: string | undefined, geo: GeoDefaults): Preferences {
  const chosen =
    parsePreferencesCookie(cookie) ??
    decideGeoDefaults({ ...DEFAULT_PREFERENCES, saved: false }, geo) ??
    DEFAULT_PREFERENCES;
  const asked = new URL(url, 'http://x').searchParams.get(LANGUAGE_PARAM);
  return asked === 'en' || asked === 'pl' ? { ...chosen, language: asked } : chosen;
}

/**
 * What a rendered page depends on besides its address and the catalogue (the server keeps one copy
 * per value): language, currency, country and the chosen vehicle.
 */
export function variantOf(url: string, cookie: string | undefined, geo: GeoDefaults): string {
  const { language, currency, country } = preferencesFor(url, cookie, geo);
  return `${language}.${currency}.${country}.${parseVehicleCookie(cookie) ?? '-'}`;
}

// One render at a time: the shown language and currency live in the app's (module-wide) stores.
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderResult> {
  const run = queue.then(() => renderNow(request));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(request: RenderRequest): Promise<RenderResult> {
  const preferences = preferencesFor(request.url, request.cookie, request.geo);
  usePreferences.setState({ ...preferences, saved: true });
  setShopOrigin(request.origin);
  const vehicleId = parseVehicleCookie(request.cookie);
  setRenderedVehicleId(vehicleId);
  const previousTransport = setApiTransport(request.transport);
  try {
    const queryClient = new QueryClient({
      // A failed answer renders as the page shows it (not found, an error), not as a new attempt.
      defaultOptions: {
        queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity },
      },
    });
    const fetchWanted = collectWantedQueries(queryClient);
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [request.url] }));
    await router.load();
    const app = (
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </QueryClientProvider>
    );
    // Each pass also collects what the page says about itself (a pass is synchronous, so nothing
    // else renders meanwhile); the last one counts.
    const renderPass = () => {
      const fields = startCollectingHead();
      try {
        return { html: renderToString(app), fields };
      } finally {
        stopCollectingHead();
      }
    };
    let { html, fields } = renderPass();
    let passes = 1;
    for (; passes < MAX_PASSES && (await fetchWanted()) > 0; passes++) {
      ({ html, fields } = renderPass());
    }
    // React puts resource hints (the pictures' preloads) first in a page rendered to a string: they
    // belong in the head, where they start the downloads early, and the app's root must hold only
    // the page it hydrates.
    const hints = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
    html = html.slice(hints.length);
    const t = getTranslator(preferences.language);
    const head = buildHead({
      fields,
      language: preferences.language,
      origin: request.origin,
      url: request.url,
      defaultTitle: t('meta.defaultTitle', { shop: SHOP_NAME }),
      defaultDescription: t('meta.defaultDescription', { shop: SHOP_NAME }),
    });
    if (hints) head.tags += `\n    ${hints.replace(/\/><link /g, '/>\n    <link ')}`;
    const status = head.status;
    return {
      status,
      html,
      head,
      preferences,
      passes,
      payload: {
        ...preferences,
        origin: request.origin,
        vehicleId,
        hydrate: status === 200,
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => isPublicKey(query.queryKey) && defaultShouldDehydrateQuery(query),
        }),
      },
    };
  } finally {
    setApiTransport(previousTransport);
  }
}

export { payloadJson, SSR_PAYLOAD_ID } from './ssr-payload.ts';
