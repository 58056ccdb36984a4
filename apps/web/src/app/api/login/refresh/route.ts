import { refreshSessionResponse } from '@/lib/auth/refresh-route';

// Spec section 7: the web's own refresh call. Never cached.
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  return refreshSessionResponse(request);
}
