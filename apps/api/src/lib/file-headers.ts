import type { FastifyReply } from 'fastify';

const INLINE_TYPES = /\.(png|jpe?g|webp|pdf)$/i;

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
  reply.header('cache-control', 'public, max-age=86400');
  if (!INLINE_TYPES.test(path)) reply.header('content-disposition', 'attachment');
}
