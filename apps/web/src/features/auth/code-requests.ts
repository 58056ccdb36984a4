// The two emailed-code requests of the account pages (a forgotten password, an imported
// account), shared by their first step and their "send the code again".
import { codeSentResponseSchema, type CodeSentResponse } from '@jenjang/domain';
import { requestChecked } from '@/lib/api/checked-request';

export function requestResetCode(email: string): Promise<CodeSentResponse> {
  return requestChecked(codeSentResponseSchema, '/v1/users/forgot/code', {
    method: 'POST',
    body: { email },
  });
}

export function requestImportedCode(email: string): Promise<CodeSentResponse> {
  return requestChecked(codeSentResponseSchema, '/v1/login/imported-application/otp', {
    method: 'POST',
    body: { email, platform: 'job_portal_student' },
  });
}
