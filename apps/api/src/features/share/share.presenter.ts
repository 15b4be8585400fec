import { plainText } from '@acorn/db';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { escapeHtml } from '../../lib/html';
import { presentFile } from '../files';
import type { SharedSubject, SitemapEntry } from './share.queries';

/** Link previews show about two lines; longer text is cut at a word. */
const DESCRIPTION_LENGTH = 200;

/** A description's words on one line, cut for a preview; plain text is taken as typed, not as HTML. */
export function excerpt(description: string, html: boolean, length = DESCRIPTION_LENGTH): string {
  const text = html ? plainText(description) : description.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** An address as crawlers need it: absolute, on the product's public origin. */
const absolute = (publicUrl: string, path: string) => new URL(path, `${publicUrl}/`).toString();

export interface SharePreview {
  title: string;
  description: string;
  url: string;
  image: string | null;
}

export function presentSharePreview(options: {
  subject: SharedSubject;
  path: string;
  publicUrl: string;
  storage: Pick<FileStorage, 'publicUrl'>;
}): SharePreview {
  const { subject, publicUrl } = options;
  // A private upload has no address a crawler could fetch.
  const image = subject.image?.visibility === 'public' ? presentFile(subject.image, options.storage) : null;
  return {
    title: subject.title,
    description: excerpt(subject.description, subject.html),
    url: absolute(publicUrl, options.path),
    image: image && absolute(publicUrl, image.url),
  };
}

/** The Open Graph and Twitter card tags of a page, and its canonical address. */
function previewTags(preview: SharePreview, brandName: string): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', brandName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.image ? [meta('property', 'og:image', preview.image)] : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image)] : []),
  ].join('\n    ');
}

/**
 * The web app's page with the item's title, description and preview tags in its head: crawlers
 * read the tags, people get the app, which shows the page as usual.
 */
export function renderSharePage(indexHtml: string, preview: SharePreview, brandName: string): string {
  const title = escapeHtml(`${preview.title} · ${brandName}`);
  // Replacer functions: a replacement string would read `$&`, `$'` or `` $` `` in a stored title
  // as patterns and copy the page's own HTML into the head.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}" />`,
    )
    .replace('</head>', () => `  ${previewTags(preview, brandName)}\n  </head>`);
}

/**
 * A blog post's share link (/api/shareblog/{id}): the preview tags for crawlers, and for people an
 * immediate move to the post's page.
 */
export function renderShareRedirect(options: {
  preview: SharePreview | undefined;
  target: string;
  brandName: string;
}): string {
  const { preview, brandName } = options;
  const target = escapeHtml(options.target);
  const title = escapeHtml(preview ? `${preview.title} · ${brandName}` : brandName);
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="0; url=${target}" />
    <title>${title}</title>
    ${preview ? previewTags(preview, brandName) : '<meta name="robots" content="noindex" />'}
  </head>
  <body>
    <p><a href="${target}">${title}</a></p>
  </body>
</html>
`;
}

const SITEMAP_PATHS: Record<SitemapEntry['kind'], (key: string | number) => string> = {
  page: (slug) => `/page/${encodeURIComponent(slug)}`,
  campaign: (id) => `/campaign/${id}`,
  post: (id) => `/post/${id}`,
  company: (id) => `/company/${id}`,
};

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const url = (path: string, updatedAt?: Date) =>
    `<url><loc>${escapeHtml(absolute(publicUrl, path))}</loc>${
      updatedAt ? `<lastmod>${new Date(updatedAt).toISOString()}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    ...entries.map((entry) => url(SITEMAP_PATHS[entry.kind](entry.key), entry.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers keep out of the API and the console, except the share links made for them. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/shareblog/',
    'Disallow: /api/',
    'Disallow: /admin',
    'Allow: /',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
