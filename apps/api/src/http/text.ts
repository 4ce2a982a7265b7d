import type { FastifyReply } from 'fastify';

/** The spec's auth calls answer text (for login and password change: text holding JSON). */
export const sendText = (reply: FastifyReply, body: string | object) =>
  reply.type('text/plain; charset=utf-8').send(typeof body === 'string' ? body : JSON.stringify(body));
