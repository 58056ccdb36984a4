import { proxyToApi } from './proxy';

// Every call is live and per user; nothing here is prerendered or cached.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, context: Context): Promise<Response> {
  return proxyToApi(request, (await context.params).path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
