// A CV as content and layout, written out as a PDF or a DOCX by writeCvPdf / writeCvDocx. The
// labelled corpus, the tests and the demo data make their files from this model, so the same
// CV can be read back from both formats and from every layout an ATS struggles with.
import type { CvLanguage } from '@jenjang/domain';

export type CvTextStyle = {
  /** Points; the writers default to 10.5 for paragraphs and 13 for headings. */
  sizePt?: number;
  /** 'white' writes white text on the white page (the keyword-stuffing trick). */
  color?: 'black' | 'white' | 'grey';
  bold?: boolean;
};

export type CvBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; style?: CvTextStyle }
  | { kind: 'bullets'; items: string[] }
  /** A table (DOCX w:tbl; PDF: text in cells drawn with ruling lines). */
  | { kind: 'table'; rows: string[][] }
  /** Two columns side by side (a sidebar layout); each a list of blocks without columns. */
  | { kind: 'columns'; left: CvBlock[]; right: CvBlock[] }
  /**
   * Text set as a picture (a raster image with no text layer): what an ATS cannot read. The
   * text is for the label only; the file carries just the image.
   */
  | { kind: 'image'; caption: string; widthPt?: number; heightPt?: number }
  /**
   * A profile photo (Indonesian CVs often carry one): a picture of a person, no text, set at
   * the right margin; 3 × 4 cm (85 × 113 pt) unless sized.
   */
  | { kind: 'photo'; widthPt?: number; heightPt?: number }
  | { kind: 'pageBreak' };

/** A profile photo's default size: 3 × 4 cm, what Indonesian CVs and application forms ask for. */
export const PHOTO_SIZE_PT = { width: 85, height: 113 } as const;

export type CvModel = {
  language: CvLanguage;
  /** DOCX: lines in the page header (where many CVs put name and contact). PDF: top of page 1. */
  header?: string[];
  /** DOCX: lines in the page footer. PDF: bottom of the last page. */
  footer?: string[];
  blocks: CvBlock[];
};
