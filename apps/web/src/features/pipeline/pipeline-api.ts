// The API paths of the employer's pipeline (contracts: @jenjang/domain contracts/pipeline.ts).
const job = (jobId: string) => `/v1/job-portal/employer/job/${encodeURIComponent(jobId)}`;
const application = (id: string) => `/v1/job-portal/employer/application/${encodeURIComponent(id)}`;

export const pipelinePaths = {
  list: (jobId: string) => `${job(jobId)}/pipeline`,
  board: (jobId: string) => `${job(jobId)}/pipeline/board`,
  funnel: (jobId: string) => `${job(jobId)}/pipeline/funnel`,
  bulk: (jobId: string) => `${job(jobId)}/pipeline/bulk`,
  /** Through the same-origin proxy, as a plain download link, in the page's language. */
  exportHref: (jobId: string, locale: 'idn' | 'en') =>
    `/api${job(jobId)}/pipeline/export?locale=${locale}`,
  recommendations: (jobId: string) => `${job(jobId)}/recommendation`,
  invite: (jobId: string, studentId: string) =>
    `${job(jobId)}/recommendation/${encodeURIComponent(studentId)}/invite`,
  candidate: (id: string) => application(id),
  cvHref: (id: string) => `/api${application(id)}/cv`,
  /** The interview's .ics, a plain download link as the CV. */
  interviewCalendarHref: (id: string, interviewId: string) =>
    `/api${application(id)}/interview/${encodeURIComponent(interviewId)}/calendar`,
  action: (id: string) => `${application(id)}/action`,
  note: (id: string) => `${application(id)}/note`,
  rating: (id: string) => `${application(id)}/rating`,
};

export const applicantsPath = (jobId: string) =>
  `/employer/jobs/${encodeURIComponent(jobId)}/applicants`;
export const candidatePath = (jobId: string, applicationId: string) =>
  `${applicantsPath(jobId)}/${encodeURIComponent(applicationId)}`;
