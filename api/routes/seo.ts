/**
 * robots.txt and the sitemap (see services/sitemap.ts): public, cached with the catalogue (ETag and
 * 304s) until a catalogue write.
 */
import { Type } from 'typebox';
import { notFound } from '../http/app-error.ts';
import { pagesSitemapXml, productsSitemapXml, robotsTxt, sitemapXml } from '../services/sitemap.ts';
import type { App } from './types.ts';

const XML = 'application/xml; charset=utf-8';

export default async function seoRoutes(app: App, options: { publicUrl: string; sitemapPageSize?: number }) {
  const { publicUrl, sitemapPageSize } = options;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { config: { catalogueCache: true } }, async (_request, reply) =>
    reply.type(XML).send(await sitemapXml(app.db, publicUrl, sitemapPageSize)),
  );

  app.get('/sitemap-pages.xml', { config: { catalogueCache: true } }, async (_request, reply) =>
    reply.type(XML).send(await pagesSitemapXml(app.db, publicUrl)),
  );

  app.get(
    '/sitemap-products-:page.xml',
    {
      config: { catalogueCache: true },
      schema: { params: Type.Object({ page: Type.Integer({ minimum: 1 }) }) },
    },
    async (request, reply) => {
      const { page } = request.params as { page: number };
      const xml = await productsSitemapXml(app.db, publicUrl, page, sitemapPageSize);
      if (xml === null) throw notFound('not_found');
      return reply.type(XML).send(xml);
    },
  );
}
