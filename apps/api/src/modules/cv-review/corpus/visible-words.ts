// Words a person reading the CV sees: hidden text (white or under 4 pt) and the text of images
// are not counted, the way the length defects (tooLong, tooShort) are judged.
import type { CvBlock, CvModel, CvTextStyle } from '../writers/cv-model';

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const invisible = (style?: CvTextStyle) => style?.color === 'white' || (style?.sizePt ?? 10.5) < 4;

function blockWords(block: CvBlock): number {
  switch (block.kind) {
    case 'heading':
      return words(block.text);
    case 'paragraph':
      return invisible(block.style) ? 0 : words(block.text);
    case 'bullets':
      return block.items.reduce((sum, item) => sum + words(item), 0);
    case 'table':
      return block.rows.flat().reduce((sum, cell) => sum + words(cell), 0);
    case 'columns':
      return [...block.left, ...block.right].reduce((sum, b) => sum + blockWords(b), 0);
    case 'image':
    case 'photo':
    case 'pageBreak':
      return 0;
  }
}

export function countVisibleWords(model: CvModel): number {
  const edges = [...(model.header ?? []), ...(model.footer ?? [])].reduce(
    (sum, line) => sum + words(line),
    0,
  );
  return edges + model.blocks.reduce((sum, block) => sum + blockWords(block), 0);
}
