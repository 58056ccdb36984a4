/**
 * Job descriptions are stored as sanitised HTML. For search only the words matter: tags become
 * spaces (so '<li>Admin</li><li>Gudang</li>' does not glue into 'admingudang'), script/style
 * bodies and comments go, and entities are decoded ('R&amp;D' → 'R&D', '&eacute;' → 'é').
 * Only tags that start with a letter are tags: 'gaji < 5 juta' is text.
 */

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
  ['rsquo', '’'],
  ['lsquo', '‘'],
  ['eacute', 'é'],
  ['egrave', 'è'],
  ['aacute', 'á'],
  ['oacute', 'ó'],
  ['uuml', 'ü'],
  ['ouml', 'ö'],
  ['auml', 'ä'],
]);

function decodeEntity(_entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X'
        ? parseInt(body.slice(2), 16)
        : parseInt(body.slice(1), 10);
    const valid =
      Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : ' ';
  }
  // Unknown names (&mdash;, &hellip;, …) are punctuation for search purposes.
  return NAMED_ENTITIES.get(body.toLowerCase()) ?? ' ';
}

export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, decodeEntity);
}
