import type { FastifyReply } from 'fastify';

/** The types that open in the browser, by the extension the server gave the file's key. */
const INLINE_TYPES = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['pdf', 'application/pdf'],
]);

export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400';

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/** The type a public file is answered with when no static file server names it. */
export function publicFileType(path: string): string {
  return INLINE_TYPES.get(extensionOf(path)) ?? 'application/octet-stream';
}

/**
 * Stored files are data, never pages of this site: the browser must not sniff them into HTML
 * or run anything they contain, and only images and PDFs open in the browser.
 */
export function publicFileHeaders(reply: FastifyReply, path: string) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header(
    'content-security-policy',
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  );
  reply.header('cache-control', PUBLIC_FILE_CACHE_CONTROL);
  if (!INLINE_TYPES.has(extensionOf(path))) reply.header('content-disposition', 'attachment');
}
