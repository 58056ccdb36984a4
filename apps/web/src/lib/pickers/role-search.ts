// The role pickers' search: the roles the job search's matching finds for a text (typos,
// synonyms, both languages), GET /v1/job-portal/job-role?search=.
import { jobRoleItemSchema, taxonomyListResponseSchema } from '@jenjang/domain';
import { requestChecked } from '@/lib/api/checked-request';
import type { ListSearch } from './name-matches';

const rolesResponse = taxonomyListResponseSchema(jobRoleItemSchema);

export const searchRoles: ListSearch = async (text, signal) => {
  const body = await requestChecked(rolesResponse, '/v1/job-portal/job-role', {
    query: { search: text },
    signal,
  });
  return body.data.docs.map((role) => role.id);
};
