import { forwardHeaders } from '@/app/api/[...path]/proxy';
import { finishGoogleSignIn } from '@/features/auth/google-sign-in';

// The ID token from the callback page becomes a session (features/auth/google-sign-in.ts).
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return finishGoogleSignIn(request, (incoming) => forwardHeaders(incoming));
}
