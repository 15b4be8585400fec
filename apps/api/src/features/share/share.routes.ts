import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { idParamsSchema } from '@acorn/contracts';
import type { Db } from '@acorn/db';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import {
  presentSharePreview,
  renderRobots,
  renderSharePage,
  renderShareRedirect,
  renderSitemap,
} from './share.presenter';
import {
  findSharedCompany,
  findSharedContent,
  listSitemapEntries,
  type SharedSubject,
} from './share.queries';

/** A page a link may be shared to, and how it finds what its preview shows. */
interface SharedPage {
  prefix: string;
  find: (db: Db, id: number) => Promise<SharedSubject | undefined>;
}

const POST_PAGE: SharedPage = {
  prefix: '/post',
  find: (db, id) => findSharedContent(db, { type: 'post', id }),
};
const SHARED_PAGES: SharedPage[] = [
  { prefix: '/campaign', find: (db, id) => findSharedContent(db, { type: 'campaign', id }) },
  POST_PAGE,
  { prefix: '/company', find: findSharedCompany },
];

/** Pages for browsers and crawlers, not calls of the API: kept out of its OpenAPI document. */
const PAGE = { schema: { hide: true } };

const idOf = (params: unknown) => idParamsSchema.safeParse(params).data?.id;

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

/**
 * What crawlers and link previews read (issue: share pages): the shared pages with their Open Graph
 * and Twitter tags, the blog's share link, the sitemap and robots.txt. A page whose item is not
 * public answers 404 with the plain app, so its owner, signed in, still sees it in the browser.
 */
export const shareRoutes: FastifyPluginAsync<AppDeps & { webRoot?: string }> = async (app, options) => {
  const { config, storage, webRoot, database } = options;
  const brandName = config.brandName;
  const preview = async (page: SharedPage, id: number | undefined) => {
    const subject = id === undefined ? undefined : await page.find(database.db, id);
    return (
      subject &&
      presentSharePreview({ subject, path: `${page.prefix}/${id}`, publicUrl: config.publicUrl, storage })
    );
  };

  if (webRoot) {
    const indexHtml = await readFile(join(webRoot, 'index.html'), 'utf8');
    for (const page of SHARED_PAGES) {
      app.get(`${page.prefix}/:id`, PAGE, async (request, reply) => {
        const shared = await preview(page, idOf(request.params));
        return shared
          ? sendHtml(reply, 200, renderSharePage(indexHtml, shared, brandName))
          : sendHtml(reply, 404, indexHtml);
      });
    }
  }

  app.get('/api/shareblog/:id', PAGE, async (request, reply) => {
    const id = idOf(request.params);
    const shared = await preview(POST_PAGE, id);
    const target = id === undefined ? '/blog' : `/post/${id}`;
    return sendHtml(reply, shared ? 200 : 404, renderShareRedirect({ preview: shared, target, brandName }));
  });

  app.get('/sitemap.xml', PAGE, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(config.publicUrl, await listSitemapEntries(database.db))),
  );

  app.get('/robots.txt', PAGE, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(config.publicUrl)),
  );
};
