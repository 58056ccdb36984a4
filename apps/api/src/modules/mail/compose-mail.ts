// The one look of Jenjang's mails: plain text plus simple HTML, every value escaped. A mail may
// carry its message twice, in the reader's language and then in the other one.
import type { MailMessage } from '../../platform/mailer';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export type MailParts = {
  subject: string;
  greeting: string;
  lines: string[];
  code?: string;
  links?: { label: string; url: string }[];
  footer: string;
};

function renderText(parts: MailParts): string {
  return [
    parts.greeting,
    '',
    ...parts.lines,
    ...(parts.code ? ['', parts.code, ''] : []),
    ...(parts.links ?? []).map((link) => `${link.label}: ${link.url}`),
    ...(parts.links?.length ? [''] : []),
    parts.footer,
  ].join('\n');
}

function renderHtml(parts: MailParts): string {
  return `<p>${escapeHtml(parts.greeting)}</p>
${parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${parts.code ? `<p style="font-size:2rem;letter-spacing:.4rem;font-weight:bold;text-align:center">${escapeHtml(parts.code)}</p>` : ''}
${(parts.links ?? []).map((link) => `<p><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`).join('\n')}
<p style="color:#6b7280;font-size:.85rem">${escapeHtml(parts.footer)}</p>`;
}

/** One mail; with `second`, the same message follows in the other language. */
export function compose(to: string, parts: MailParts, second?: MailParts): MailMessage {
  const text = [renderText(parts), ...(second ? ['', '―――', '', renderText(second)] : [])]
    .concat(['', 'Jenjang'])
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:32rem;margin:0 auto;padding:1rem">
<div style="background:#1d4ed8;color:#fff;padding:.75rem 1rem;border-radius:.5rem .5rem 0 0;font-weight:bold">Jenjang</div>
<div style="border:1px solid #e5e7eb;border-top:0;padding:1rem;border-radius:0 0 .5rem .5rem">
${renderHtml(parts)}
${second ? `<hr style="border:0;border-top:1px solid #e5e7eb;margin:1.5rem 0">\n${renderHtml(second)}` : ''}
</div></body></html>`;
  return { to, subject: parts.subject, text, html };
}
