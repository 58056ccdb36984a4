// Shared by the mentoring integration tests: signing in and calling the API as someone.
import { FACTORY_PASSWORD } from '../../../seed/account-factories';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/test-app';

export const M = '/v2/mentoring';

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string | null,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export function caller(t: TestApp): Caller {
  return (method, url, token, payload, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
}

export async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  const token = res.json().data?.tokenData?.token;
  if (!token) throw new Error(`sign-in failed: ${res.body}`);
  return token;
}
