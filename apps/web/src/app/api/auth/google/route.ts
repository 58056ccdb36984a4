import { startGoogleSignIn } from '@/features/auth/google-sign-in';

// Off to the provider with a fresh state and nonce (features/auth/google-sign-in.ts).
export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return startGoogleSignIn(request);
}
