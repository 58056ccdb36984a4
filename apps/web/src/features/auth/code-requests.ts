// The emailed-code requests of the account pages (a sign-up, a forgotten password, an imported
// account), shared by their first step and their "send the code again".
import { codeSentResponseSchema, type CodeSentResponse, type SignUpBody } from '@jenjang/domain';
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

/** Starts a sign-up: a code to a new address, a notice to a registered one (same answer). */
export function requestSignUpCode(body: SignUpBody): Promise<CodeSentResponse> {
  return requestChecked(codeSentResponseSchema, '/v1/users/sign-up', { method: 'POST', body });
}
