// A very small router over node:http: routes by method and a path pattern with :params, bodies
// read as JSON or form data, answers as JSON, HTML or a redirect.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Reply = {
  status: number;
  body?: unknown;
  html?: string;
  location?: string;
};

export type Request = {
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Parsed JSON or form fields; null when the body is empty or unreadable. */
  body: Record<string, unknown> | null;
};

export type Handler = (request: Request) => Promise<Reply> | Reply;
type Route = { method: string; parts: string[]; handler: Handler };

export type Router = {
  add(method: string, pattern: string, handler: Handler): void;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
};

const BODY_LIMIT = 256 * 1024;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  const type = String(req.headers['content-type'] ?? '');
  try {
    if (type.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(text));
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function createRouter(log: (line: string) => void): Router {
  const routes: Route[] = [];
  return {
    add(method, pattern, handler) {
      routes.push({ method, parts: pattern.split('/').filter(Boolean), handler });
    },
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://simulator.local');
      const parts = url.pathname.split('/').filter(Boolean);
      let reply: Reply = { status: 404, body: { status_code: '404', status_message: 'Not found' } };
      for (const route of routes) {
        if (route.method !== req.method || route.parts.length !== parts.length) continue;
        const params: Record<string, string> = {};
        const matches = route.parts.every((part, index) => {
          const value = parts[index] ?? '';
          if (part.startsWith(':')) {
            params[part.slice(1)] = decodeURIComponent(value);
            return true;
          }
          return part === value;
        });
        if (!matches) continue;
        try {
          reply = await route.handler({
            method: req.method ?? 'GET',
            path: url.pathname,
            query: url.searchParams,
            params,
            headers: req.headers,
            body: req.method === 'GET' ? null : await readBody(req),
          });
        } catch (error) {
          log(`error on ${req.method} ${url.pathname}: ${String(error)}`);
          reply = { status: 500, body: { status_code: '500', status_message: 'Internal error' } };
        }
        break;
      }
      if (reply.location) {
        res.writeHead(reply.status, { location: reply.location });
        res.end();
      } else if (reply.html !== undefined) {
        res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(reply.html);
      } else {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body ?? {}));
      }
    },
  };
}

/** The key of `Authorization: Basic base64(key:)`, as both gateways authenticate merchants. */
export function basicAuthKey(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(0, colon);
}
