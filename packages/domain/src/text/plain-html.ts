// The job editor takes plain text and the job page shows HTML (job descriptions are sanitised
// HTML, decision 015). Writing the HTML from escaped text means no employer markup ever reaches a
// page, so nothing needs sanitising; reading it back gives the editor the text it was made from.

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Blocks are separated by blank lines; a block of "- " lines is a list, others a paragraph. */
export function plainTextToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => /^[-•*]\s+/.test(l)))
        return `<ul>${lines.map((l) => `<li>${escapeHtml(l.replace(/^[-•*]\s+/, ''))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('');
}

/** The inverse of plainTextToHtml for its own output; other HTML loses its tags. */
export function htmlToPlainText(html: string): string {
  const blocks: string[] = [];
  const pattern = /<(ul|ol|p)>([\s\S]*?)<\/\1>/g;
  let match: RegExpExecArray | null;
  let last = 0;
  while ((match = pattern.exec(html)) !== null) {
    if (match.index > last) blocks.push(stripTags(html.slice(last, match.index)));
    const [, tag, inner = ''] = match;
    if (tag === 'p') blocks.push(stripTags(inner.replace(/<br\s*\/?>/g, '\n')));
    else
      blocks.push(
        [...inner.matchAll(/<li>([\s\S]*?)<\/li>/g)]
          .map((m) => `- ${stripTags(m[1] ?? '')}`)
          .join('\n'),
      );
    last = pattern.lastIndex;
  }
  if (last < html.length) blocks.push(stripTags(html.slice(last)));
  return blocks
    .map((b) => b.trim())
    .filter(Boolean)
    .join('\n\n');
}

function stripTags(html: string): string {
  return unescapeHtml(html.replace(/<[^>]*>/g, ''));
}

/** A URL part from a name: lower-case ASCII words joined by '-', at most `max` characters. */
export function slugify(text: string, max = 60): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
  return slug || 'x';
}
