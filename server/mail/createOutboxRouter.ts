/**
 * GET /dev/outbox: the mail outbox as a plain server-rendered page (no script), newest first,
 * with the token links clickable; GET /dev/outbox.json: the same for tests. Mounted only while
 * mail goes to the outbox (no SMTP_URL): the page shows live tokens, so it is a demo tool.
 */
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { OutboxList } from '../../generated/config-types';
import { listOutbox } from '../db/outbox';
import type { Database } from '../db/schema';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escapes the text and turns its links into anchors. */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    out += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

export async function outboxList(db: Kysely<Database>): Promise<OutboxList> {
  const rows = await listOutbox(db);
  return {
    messages: rows.map((m) => ({ id: m.id, brand: m.brand_id, to: m.to_address, subject: m.subject, text: m.text_body, links: m.text_body.match(URL_PATTERN) ?? [], createdAt: m.created_at })),
  };
}

export function renderOutbox(list: OutboxList): string {
  const rows = list.messages
    .map((m) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td><td><pre>${linkify(m.text)}</pre></td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.5rem;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style></head>
<body><main>
<h1>Outbox</h1>
<p>Mail the portal sent while no SMTP server is configured, newest first (${list.messages.length}).</p>
${list.messages.length === 0 ? '<p>No mail yet.</p>' : `<table>\n<thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Message</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`}
</main></body>
</html>
`;
}

export function createOutboxRouter(db: Kysely<Database>): Router {
  const router = Router();
  router.get('/dev/outbox.json', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await outboxList(db));
  });
  router.get('/dev/outbox', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.type('html').send(renderOutbox(await outboxList(db)));
  });
  return router;
}
