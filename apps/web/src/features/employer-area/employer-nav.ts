// The employer area's navigation: one line per entry (its label is employer.area.nav.<key>).
// Pages of other features under /employer add their entry here.
export const EMPLOYER_NAV = [
  { key: 'dashboard', path: '/employer', exact: true },
  { key: 'jobs', path: '/employer/jobs', exact: false },
  { key: 'members', path: '/employer/members', exact: false },
  { key: 'company', path: '/employer/company', exact: false },
] as const;

export type EmployerNavKey = (typeof EMPLOYER_NAV)[number]['key'];
