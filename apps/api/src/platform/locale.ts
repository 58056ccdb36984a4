import type { FastifyRequest } from 'fastify';

export type ApiLocale = 'id' | 'en';

/** Indonesian unless the client asks for English first (Accept-Language or the web's x-locale). */
export function requestLocale(request: FastifyRequest): ApiLocale {
  const explicit = request.headers['x-locale'];
  if (typeof explicit === 'string') return explicit.startsWith('en') ? 'en' : 'id';
  const accept = request.headers['accept-language'];
  if (typeof accept !== 'string' || accept.length === 0) return 'id';
  return accept.trim().toLowerCase().startsWith('en') ? 'en' : 'id';
}
