// The CV analyzer's API as the web calls it: paths and the domain's contracts (issue 15).
import { cvReviewResponseSchema, cvReviewsResponseSchema } from '@jenjang/domain';

export const CV_REVIEW_API = '/v1/cv-review/analyses';

export const cvReviewRequests = {
  list: (page: number, limit = HISTORY_PAGE_SIZE) => ({
    path: CV_REVIEW_API,
    schema: cvReviewsResponseSchema,
    query: { page, limit },
  }),
  one: (id: string) => ({
    path: `${CV_REVIEW_API}/${encodeURIComponent(id)}`,
    schema: cvReviewResponseSchema,
  }),
};

export const HISTORY_PAGE_SIZE = 10;

export const unlockPath = (id: string) => `${CV_REVIEW_API}/${encodeURIComponent(id)}/unlock`;

/** The PDF of the report, through the web's same-origin proxy (the session goes along). */
export const reportPdfUrl = (id: string) =>
  `/api${CV_REVIEW_API}/${encodeURIComponent(id)}/report.pdf`;

/** The report's page on the site (without the locale prefix). */
export const reportPath = (id: string) => `/cv-reviewer/results/${encodeURIComponent(id)}`;
