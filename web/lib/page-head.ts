/**
 * What a page says about itself for the document head (title, description, picture, kind, status):
 * the browser applies it while the page is open; the server, rendering the page, collects it into
 * the head of the HTML it sends (api/plugins/ssr.ts), the same words either way.
 */
export interface PageHeadFields {
  title?: string;
  description?: string;
  /** The page's main picture (Open Graph). */
  image?: string;
  /** Open Graph type: a product page says `product`. */
  type?: 'website' | 'product';
  /** A page that shows "not found" says 404: the server answers with that status and `noindex`. */
  status?: 200 | 404;
  /** Where the page sits in the catalogue, top first (schema.org BreadcrumbList). */
  breadcrumb?: { name: string; path: string }[];
}

let collecting: PageHeadFields | null = null;

/** Starts collecting what the rendered pages report (server rendering only); returns the collection. */
export function startCollectingHead(): PageHeadFields {
  collecting = {};
  return collecting;
}

export function stopCollectingHead(): void {
  collecting = null;
}

/**
 * Reports head fields during render. Only the server collects them (it renders each page to a
 * string, with no effects); in the browser the page's effects set the head.
 */
export function reportPageHead(fields: PageHeadFields): void {
  if (collecting) Object.assign(collecting, fields);
}
