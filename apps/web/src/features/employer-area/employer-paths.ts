// The employer area's API paths (client and server components both use them).
export const EMPLOYER_PATHS = {
  me: '/v1/employer/me',
  company: '/v1/employer/company',
  companies: '/v1/employer/companies',
  joinRequest: (companyId: string) =>
    `/v1/employer/companies/${encodeURIComponent(companyId)}/join-requests`,
  members: '/v1/employer/company/members',
  member: (userId: string) => `/v1/employer/company/members/${encodeURIComponent(userId)}`,
  invitations: '/v1/employer/company/invitations',
  invitation: (id: string) => `/v1/employer/company/invitations/${encodeURIComponent(id)}`,
  acceptInvitation: '/v1/employer/invitations/accept',
  decideJoin: (id: string, decision: 'approve' | 'decline') =>
    `/v1/employer/company/join-requests/${encodeURIComponent(id)}/${decision}`,
  profile: '/v1/employer/company/profile',
  logo: '/v1/employer/company/logo',
  photos: '/v1/employer/company/photos',
  photo: (id: string) => `/v1/employer/company/photos/${encodeURIComponent(id)}`,
  photoOrder: '/v1/employer/company/photos/order',
  jobs: '/v1/employer/jobs',
  job: (jobId: string) => `/v1/employer/jobs/${encodeURIComponent(jobId)}`,
  jobAction: (jobId: string, action: 'publish' | 'close' | 'reopen' | 'duplicate') =>
    `/v1/employer/jobs/${encodeURIComponent(jobId)}/${action}`,
} as const;
