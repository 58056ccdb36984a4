import type { Database } from '../../platform/db';
import { selectDevMails } from './mail.queries';
import { escapeHtml } from './compose-mail';

export type DevMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

export async function listDevMails(
  deps: { db: Database },
  input: { to?: string | undefined; limit: number },
): Promise<DevMail[]> {
  const rows = await selectDevMails(deps.db, input);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A page listing the mails; each HTML body shown in a sandboxed frame (no scripts, no forms). */
export function renderDevMailboxPage(mails: DevMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">to ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)}</p>
  <iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Jenjang development mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:52rem;margin:1rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0}.meta{color:#6b7280;font-size:.85rem}
iframe{width:100%;height:18rem;border:1px solid #e5e7eb;border-radius:.25rem}
</style></head>
<body><h1>Development mailbox</h1>
<p>Mails the API would have sent (no SMTP_URL set). Not served in production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
