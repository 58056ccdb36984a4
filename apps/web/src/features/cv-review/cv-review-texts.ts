// The texts of the CV analyzer's pages (messages common.cvReview), as the client parts get them:
// plain strings with {name} placeholders, filled by fillText (see lib/i18n/client-text.ts).
import type { Messages } from 'next-intl';

export type CvReviewTexts = Messages['common']['cvReview'];
export type CvReviewFormTexts = CvReviewTexts['form'];
export type CvReviewProgressTexts = CvReviewTexts['progress'] & {
  failedTitle: string;
  failedBody: string;
  retry: string;
};

/** The progress view's texts (it also says why an analysis failed). */
export function progressTextsOf(texts: CvReviewTexts): CvReviewProgressTexts {
  return {
    ...texts.progress,
    failedTitle: texts.report.failedTitle,
    failedBody: texts.report.failedBody,
    retry: texts.report.retry,
  };
}
