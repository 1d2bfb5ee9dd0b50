import type { FastifyReply } from 'fastify';

/** Adds `field` to the answer's `Vary` header, keeping what is already there (`Accept-Encoding`, say). */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((part) => part.toLowerCase() === field.toLowerCase())) return;
  void reply.header('vary', [...fields, field].join(', '));
}

/** API answers are localized from the request's `Accept-Language` (bodies and error messages). */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
