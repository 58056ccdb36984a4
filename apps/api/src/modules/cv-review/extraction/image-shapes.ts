// What an image in a CV looks like decides what it is. A profile photo (Indonesian CVs often
// carry one) or a logo is small; a picture of a text section (certificates, a skills block set
// as an image) spans much of the text width, like the lines it replaces. Both PDF and DOCX
// extraction measure their images against the text width of the page and count the wide ones.

/** An image at least this share of the text width is wide enough to hold lines of text. */
export const TEXT_IMAGE_MIN_WIDTH_SHARE = 0.4;

/**
 * Whether an image `width` wide (any unit) on a page whose text is `textWidth` wide (the same
 * unit) can hold a section of text. A photo (a third of the width at most, near-square or
 * upright) does not; unknown sizes do not count.
 */
export function isTextImage(width: number, textWidth: number): boolean {
  if (!(width > 0) || !(textWidth > 0)) return false;
  return width >= TEXT_IMAGE_MIN_WIDTH_SHARE * textWidth;
}
