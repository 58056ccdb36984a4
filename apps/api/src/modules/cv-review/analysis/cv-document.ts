// The seams of the CV analyzer. Extraction (PDF or DOCX bytes → CvDocument, in a worker with
// limits) and analysis (CvDocument + target → CvAnalysis, pure and synchronous) meet here, so
// either side can change, and a language model could later refine what analysis produced.
import type {
  CvAspectResult,
  CvDetector,
  CvJobMatch,
  CvLanguage,
  CvReviewAspect,
} from '@jenjang/domain';

export type CvFileKind = 'pdf' | 'docx';

/** Where a line sits in the file: the body, a DOCX header or footer, or a table cell. */
export type CvLinePart = 'body' | 'header' | 'footer' | 'table';

export type CvLine = {
  /** The line as a reader sees it, whitespace collapsed, never empty. */
  text: string;
  /** 1-based page (PDF) or 1 for a DOCX body. */
  page: number;
  part: CvLinePart;
  /** Font size in points when the file says it; null when unknown. */
  fontSize: number | null;
  /** Text a person cannot see: white (or near-white) on the page, or under 4 pt. */
  hidden: 'white' | 'tiny' | null;
};

/** What the layout says about how an ATS will read the file. */
export type CvLayoutSignals = {
  pages: number;
  /** Tables in the file (DOCX w:tbl; PDF: ruled grids are not detected, 0). */
  tables: number;
  /** Text set in two or more columns side by side. */
  columns: boolean;
  /** Images in the file. */
  images: number;
  /** Pages (PDF) that hold images but almost no text: their words are likely in the images. */
  imageOnlyPages: number;
};

export type CvDocument = {
  kind: CvFileKind;
  /** In reading order: DOCX headers first, then the body, then footers. */
  lines: CvLine[];
  layout: CvLayoutSignals;
};

/** Limits of extraction; beyond them extraction fails with the reason. */
export type CvExtractionLimits = {
  maxBytes: number;
  maxPages: number;
  /** Characters of text kept; the rest is dropped (a CV is 2,000-8,000). */
  maxCharacters: number;
  /** Wall time of one extraction, in milliseconds; the worker is terminated after it. */
  timeoutMs: number;
};

export type CvExtractionFailure = 'tooLarge' | 'tooManyPages' | 'unreadable' | 'noText' | 'timeout';

/** What to match the CV against: a job of the portal or a pasted description. */
export type CvTarget = {
  title: string;
  /** Description, requirements and skills as plain text. */
  text: string;
  /** The job's listed skills, when it has them. */
  skills: string[];
  /** Required education level (the portal's education enum value) or null. */
  education: string | null;
  minYearsOfExperience: number | null;
};

/** A job role of the portal the CV may fit (career recommendation). */
export type CvRoleOption = { id: number; name: string; keywords: string[] };

export type CvDetection = { detector: CvDetector; line: number | null };

export type CvAnalysisInput = {
  document: CvDocument;
  target: CvTarget | null;
  roles: CvRoleOption[];
  /**
   * Today, from the caller's clock: where "Sekarang" / "Present" ends and years of experience
   * are counted to. Without it, the latest month the CV mentions stands in.
   */
  asOf?: Date;
};

export type CvAnalysis = {
  language: CvLanguage;
  overallScore: number;
  /** All twelve aspects, unlocked (the service locks what the reader has not paid for). */
  aspects: (CvAspectResult & { aspect: CvReviewAspect; locked: false })[];
  jobMatch: CvJobMatch | null;
  /** Roles the CV fits best, best first (the service adds open-job counts and links). */
  careers: { roleId: number; name: string; score: number }[];
  stats: { pages: number; words: number; lines: number };
  /** Every detector that fired, with the line it fired on: what the corpus benchmark scores. */
  detections: CvDetection[];
};
