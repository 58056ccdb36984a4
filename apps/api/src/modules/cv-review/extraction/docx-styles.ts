// Run properties that decide what a reader sees (size, colour, vanish), resolved the way Word
// does: direct formatting, then the character style, the paragraph style (each with the styles
// it is based on), then the document defaults.
import { tokenizeXml } from './docx-xml.js';

export type RunProperties = { halfPoints?: number; color?: string; vanish?: boolean };

type Style = { basedOn?: string; properties: RunProperties };

export type DocxStyles = {
  defaults: RunProperties;
  styles: Map<string, Style>;
  defaultParagraphStyle?: string;
};

export const NO_STYLES: DocxStyles = { defaults: {}, styles: new Map() };

function isOn(attributes: Record<string, string>): boolean {
  const value = attributes['w:val'];
  return value === undefined || !['0', 'false', 'off'].includes(value);
}

/** Applies a run-property element (w:sz, w:color, w:vanish) to `properties`. */
export function applyRunProperty(
  properties: RunProperties,
  name: string,
  attributes: Record<string, string>,
): void {
  const value = attributes['w:val'];
  if (name === 'w:sz' && value && /^\d+$/.test(value)) properties.halfPoints = Number(value);
  else if (name === 'w:color' && value) properties.color = value;
  else if (name === 'w:vanish') properties.vanish = isOn(attributes);
}

export function readStyles(xml: string): DocxStyles {
  const result: DocxStyles = { defaults: {}, styles: new Map() };
  let current: RunProperties | null = null;
  let style: Style | null = null;
  let inRunProperties = false;
  for (const token of tokenizeXml(xml)) {
    if (token.type === 'open') {
      const { name, attributes } = token;
      if (name === 'w:rPrDefault') current = result.defaults;
      else if (name === 'w:style') {
        style = { properties: {} };
        current = style.properties;
        const id = attributes['w:styleId'];
        if (id) result.styles.set(id, style);
        if (
          id &&
          attributes['w:type'] === 'paragraph' &&
          isOn({ 'w:val': attributes['w:default'] ?? '0' })
        ) {
          result.defaultParagraphStyle = id;
        }
      } else if (name === 'w:basedOn' && style) style.basedOn = attributes['w:val'];
      else if (name === 'w:rPr' && !token.selfClosing) inRunProperties = true;
      else if (inRunProperties && current) applyRunProperty(current, name, attributes);
    } else if (token.type === 'close') {
      if (token.name === 'w:rPr') inRunProperties = false;
      else if (token.name === 'w:rPrDefault' || token.name === 'w:style') {
        current = null;
        style = null;
      }
    }
  }
  return result;
}

/** A style with what it is based on, the base first; cycles are cut. */
function chain(styles: DocxStyles, id: string | undefined): RunProperties[] {
  const found: RunProperties[] = [];
  const seen = new Set<string>();
  while (id && !seen.has(id)) {
    seen.add(id);
    const style = styles.styles.get(id);
    if (!style) break;
    found.unshift(style.properties);
    id = style.basedOn;
  }
  return found;
}

export function resolveRunProperties(
  styles: DocxStyles,
  paragraphStyle: string | undefined,
  characterStyle: string | undefined,
  direct: RunProperties,
): RunProperties {
  return Object.assign(
    {},
    styles.defaults,
    ...chain(styles, paragraphStyle ?? styles.defaultParagraphStyle),
    ...chain(styles, characterStyle),
    direct,
  ) as RunProperties;
}
