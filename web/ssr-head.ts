/**
 * The `<head>` tags of a server-rendered page from what the page reported while it rendered: the
 * translated title and description, the canonical address, English and Polish alternates (`?lang=`),
 * Open Graph tags, `noindex` on a not-found page, and the schema.org BreadcrumbList.
 */
import type { PageHeadFields } from './lib/page-head.ts';
import { LANGUAGES, type Language } from './lib/preferences.ts';
import { SHOP_NAME } from './lib/shop.ts';

export interface PageHead {
  status: 200 | 404;
  title: string;
  /** The tags, escaped, one per line. */
  tags: string;
}

/** The query parameter that asks for a page in one language (the alternates' addresses). */
export const LANGUAGE_PARAM = 'lang';

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', pl: 'pl_PL' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON for an inline data block: `<` is escaped, so text such as `</script>` cannot close it. */
function jsonScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The page's address without the language parameter (its canonical form). */
export function canonicalUrl(origin: string, url: string): URL {
  const address = new URL(url, origin);
  address.searchParams.delete(LANGUAGE_PARAM);
  return address;
}

export function buildHead({
  fields,
  language,
  origin,
  url,
  defaultTitle,
  defaultDescription,
}: {
  fields: PageHeadFields;
  language: Language;
  origin: string;
  url: string;
  defaultTitle: string;
  defaultDescription: string;
}): PageHead {
  const status = fields.status ?? 200;
  const title = fields.title ?? defaultTitle;
  const description = fields.description ?? defaultDescription;
  const canonical = canonicalUrl(origin, url);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const link = (attributes: Record<string, string>) =>
    `<link ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (status === 404) {
    tags.push(meta('name', 'robots', 'noindex'));
  } else {
    tags.push(link({ rel: 'canonical', href: canonical.href }));
    for (const alternate of LANGUAGES) {
      const address = new URL(canonical);
      address.searchParams.set(LANGUAGE_PARAM, alternate);
      tags.push(link({ rel: 'alternate', hreflang: alternate, href: address.href }));
    }
    tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: canonical.href }));
  }
  tags.push(
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', fields.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical.href),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:image', new URL(fields.image ?? '/icons/icon-512.png', origin).href),
  );
  if (status === 200 && fields.breadcrumb && fields.breadcrumb.length > 0) {
    tags.push(
      jsonScript({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: fields.breadcrumb.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: new URL(crumb.path, origin).href,
        })),
      }),
    );
  }
  return { status, title, tags: tags.join('\n    ') };
}
