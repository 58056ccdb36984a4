// A small XML tokenizer for WordprocessingML parts: elements, attributes and text, in order.
// Only the five predefined entities and character references are decoded; a part that declares
// a DOCTYPE (where entities could be defined, the "billion laughs" trick) is refused, as Word
// never writes one.

export type XmlToken =
  | { type: 'open'; name: string; attributes: Record<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? parseInt(name.slice(2), 16)
        : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1]!] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

export class UnsafeXmlError extends Error {}

export function* tokenizeXml(xml: string): Generator<XmlToken> {
  if (/<!DOCTYPE/i.test(xml)) throw new UnsafeXmlError('A DOCX part declares a DOCTYPE');
  for (const match of xml.matchAll(TOKEN)) {
    const [, cdata, slash, name, attributes, selfClosing, text] = match;
    if (cdata !== undefined) yield { type: 'text', text: cdata };
    else if (text !== undefined) yield { type: 'text', text: decodeEntities(text) };
    else if (name === undefined)
      continue; // a comment or a processing instruction
    else if (slash) yield { type: 'close', name };
    else
      yield {
        type: 'open',
        name,
        attributes: readAttributes(attributes ?? ''),
        selfClosing: !!selfClosing,
      };
  }
}

/** UTF-8 unless the part starts with a UTF-16 byte order mark. */
export function decodePart(bytes: Uint8Array): string {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe;
  return new TextDecoder(utf16 ? 'utf-16le' : 'utf-8').decode(bytes);
}
