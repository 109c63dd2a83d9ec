// What every chat route needs: who asks (an operator, recorded as present at the chat; or a visitor),
// a new conversation's id, and the 404 of a conversation that does not exist.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http-errors';
import type { AdminSession } from '../../plugins/auth';

/** 144 random bits, URL-safe: unguessable, so holding it is proof enough (whoever holds it is its visitor). */
export const newChatSessionId = (): string => randomBytes(18).toString('base64url');

export const notFoundConversation = () => notFound('No such chat conversation');

/** The admin session, recorded as present at the chat; null for a visitor. */
export async function operatorOf(
  app: Pick<FastifyInstance, 'readAdminSession' | 'realtime'>,
  request: FastifyRequest,
): Promise<AdminSession | null> {
  const session = await app.readAdminSession(request);
  if (session) await app.realtime.touchOperator(session.id);
  return session;
}

/** The app as a chat route file registers on it (zod schemas typing each route). */
export type ChatApp = Parameters<FastifyPluginAsyncZod>[0];
