/**
 * robots.txt and the sitemap of the public catalogue: the information pages, every category whose
 * whole path is active (at its `/{mother}/{sub}/{subSub}` address), and every active product (at
 * `/products/{id}`). Up to `pageSize` addresses (50,000, the protocol's limit) it is one `urlset`;
 * above, `/sitemap.xml` is an index of `/sitemap-pages.xml` and `/sitemap-products-{n}.xml` pages.
 */
import type { Db } from '#db/client.ts';

export const SITEMAP_PAGE_SIZE = 50_000;

/** Pages a search engine may show: the storefront's public, non-personal addresses. */
const INFO_PATHS = [
  '/',
  '/products',
  '/faq',
  '/faq/delivery',
  '/faq/exchanges-and-returns',
  '/faq/orders',
  '/faq/payments',
  '/about/contact',
  '/about/privacy-policy',
  '/about/security',
  '/about/terms-conditions',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /profile',
    'Disallow: /cart',
    'Disallow: /wishlist',
    'Disallow: /orders',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function urlEntry(loc: string, lastmod?: string | null): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>`;
}

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;

/** Categories whose whole path is active, with their slug paths. */
async function categoryEntries(db: Db, publicUrl: string): Promise<string[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'slug', 'parentId', 'isActive', 'updatedAt'])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const entries: string[] = [];
  for (const row of rows) {
    const slugs: string[] = [];
    let active = true;
    for (let cur: typeof row | undefined = row, depth = 0; cur && depth < 10; depth++) {
      if (cur.isActive !== 1) active = false;
      slugs.unshift(cur.slug);
      cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
    }
    if (active)
      entries.push(urlEntry(`${publicUrl}/${slugs.map(encodeURIComponent).join('/')}`, row.updatedAt));
  }
  return entries;
}

const countActiveProducts = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('isActive', '=', 1)
        .executeTakeFirst()
    )?.count ?? 0,
  );

/** Active products in id order, one page of the sitemap (`page` from 1). */
async function productEntries(db: Db, publicUrl: string, page: number, pageSize: number): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'updatedAt'])
    .where('isActive', '=', 1)
    .orderBy('id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map((row) => urlEntry(`${publicUrl}/products/${row.id}`, row.updatedAt));
}

/** The information pages and the categories: the sitemap's part that is not products. */
async function pageEntries(db: Db, publicUrl: string): Promise<string[]> {
  return [...INFO_PATHS.map((p) => urlEntry(`${publicUrl}${p}`)), ...(await categoryEntries(db, publicUrl))];
}

/** `/sitemap.xml`: the whole sitemap, or the index of its pages when it is too large for one. */
export async function sitemapXml(db: Db, publicUrl: string, pageSize = SITEMAP_PAGE_SIZE): Promise<string> {
  const pages = await pageEntries(db, publicUrl);
  const products = await countActiveProducts(db);
  if (pages.length + products <= pageSize) {
    return urlset([...pages, ...(await productEntries(db, publicUrl, 1, pageSize))]);
  }
  const newest = (
    await db
      .selectFrom('products')
      .select((eb) => eb.fn.max('updatedAt').as('newest'))
      .where('isActive', '=', 1)
      .executeTakeFirst()
  )?.newest;
  const sitemaps = [`${publicUrl}/sitemap-pages.xml`];
  for (let n = 1; n <= Math.ceil(products / pageSize); n++)
    sitemaps.push(`${publicUrl}/sitemap-products-${n}.xml`);
  const lastmod = newest ? `<lastmod>${escapeXml(newest.slice(0, 10))}</lastmod>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod}</sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** `/sitemap-pages.xml`: the information pages and the categories. */
export async function pagesSitemapXml(db: Db, publicUrl: string): Promise<string> {
  return urlset(await pageEntries(db, publicUrl));
}

/** `/sitemap-products-{n}.xml`; null past the last page. */
export async function productsSitemapXml(
  db: Db,
  publicUrl: string,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string | null> {
  if (!Number.isInteger(page) || page < 1) return null;
  const entries = await productEntries(db, publicUrl, page, pageSize);
  return entries.length === 0 ? null : urlset(entries);
}
