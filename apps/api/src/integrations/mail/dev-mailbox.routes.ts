import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { OUTBOX_ID_PATTERN, type OutboxEntry } from './mail-transport';

export interface DevMailboxOptions {
  mailDir: string;
  brandName: string;
}

// The message HTML is shown inline, so nothing in it may run a script, re-base links or post a form.
const MAILBOX_CSP =
  "default-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; script-src 'none'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const LIST_LIMIT = 200;

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2933;background:#f3f5f4}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 16px}
a{color:#1f6f4a}
.banner{background:#fff4d6;border:1px solid #e8c766;border-radius:6px;padding:10px 14px;margin-bottom:20px;font-size:14px}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e4e7eb;font-size:14px;vertical-align:top}
th{background:#e9efec}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;background:#fff;padding:16px;border-radius:8px;font-size:14px}
dt{font-weight:bold}dd{margin:0}
.message{margin-top:16px;border:1px solid #e4e7eb;border-radius:8px;overflow:auto}
`;

function page(title: string, brandName: string, body: string) {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brandName)}</title><style>${STYLE}</style></head>
<body><main>
<p class="banner">Development mailbox: mail written to the local outbox because no SMTP server is configured. This page exists only outside production.</p>
${body}
</main></body>
</html>
`;
}

/** The inside of the message's <body>: the mail's own document shell cannot nest in the page. */
function messageBody(html: string) {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      .header('content-security-policy', MAILBOX_CSP)
      .header('cache-control', 'no-store')
      // The messages carry reset and invitation links: never leak them in a Referer.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds reset codes and invitations: only someone on this machine may read it. The
 * socket's own address decides (never X-Forwarded-For), and a request that came through a proxy
 * is refused even from loopback, since the proxy may be serving the whole network.
 */
function isLocalRequest(request: FastifyRequest) {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && forwarded === undefined;
}

/** Local outbox viewer: lists the sidecar .json files written by the outbox transport. */
export const devMailboxRoutes: FastifyPluginAsync<DevMailboxOptions> = async (
  app,
  { mailDir, brandName },
) => {
  const base = `${app.prefix}/dev/mailbox`;
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) {
      return reply.status(404).send(errorBody(request, 'route_not_found'));
    }
  });

  const readEntry = async (id: string): Promise<OutboxEntry | undefined> => {
    if (!OUTBOX_ID_PATTERN.test(id)) return undefined;
    try {
      const entry = JSON.parse(await readFile(join(mailDir, `${id}.json`), 'utf8')) as OutboxEntry;
      // Links use the checked file name, never an id read from the file.
      return { ...entry, id };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  const notFound = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      page(
        'Message not found',
        brandName,
        `<h1>Message not found</h1><p><a href="${base}">Back to the mailbox</a></p>`,
      ),
    );

  app.get('/dev/mailbox', async (_request, reply) => {
    let names: string[] = [];
    try {
      names = await readdir(mailDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const ids = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => OUTBOX_ID_PATTERN.test(id))
      .sort()
      .reverse()
      .slice(0, LIST_LIMIT);
    const entries = (await Promise.all(ids.map(readEntry))).filter((entry) => entry !== undefined);
    const rows = entries
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(new Date(entry.date).toUTCString())}</td><td>${escapeHtml(entry.to)}</td>` +
          `<td><a href="${base}/${entry.id}">${escapeHtml(entry.subject)}</a></td></tr>`,
      )
      .join('\n');
    const body =
      entries.length === 0
        ? '<h1>Mailbox</h1><p>No messages yet.</p>'
        : `<h1>Mailbox</h1><table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
    return sendPage(reply, 200, page('Mailbox', brandName, body));
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const entry = await readEntry(request.params.id);
    if (!entry) return notFound(reply);
    const body = `<p><a href="${base}">&larr; All messages</a></p>
<h1>${escapeHtml(entry.subject)}</h1>
<dl>
<dt>Date</dt><dd>${escapeHtml(new Date(entry.date).toUTCString())}</dd>
<dt>From</dt><dd>${escapeHtml(entry.from)}</dd>
<dt>To</dt><dd>${escapeHtml(entry.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(entry.subject)}</dd>
<dt>Source</dt><dd><a href="${base}/${entry.id}/eml" download="${entry.id}.eml">Download .eml</a></dd>
</dl>
<div class="message">${messageBody(entry.html)}</div>`;
    return sendPage(reply, 200, page(entry.subject, brandName, body));
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id/eml', async (request, reply) => {
    const { id } = request.params;
    if (!OUTBOX_ID_PATTERN.test(id)) return notFound(reply);
    let message: Buffer;
    try {
      message = await readFile(join(mailDir, `${id}.eml`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return notFound(reply);
      throw error;
    }
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${id}.eml"`)
      .header('x-content-type-options', 'nosniff')
      .type('message/rfc822')
      .send(message);
  });
};
