// Live chat: the visitor's routes (chat-visitor.routes.ts), the operator's (chat-operator.routes.ts) and
// the canned replies, in the order the API document lists them. Every route is an entry of the endpoint
// table (#shared/endpoints/chat-public, #shared/endpoints/chat); the budgets are chat-budgets.ts's, the
// pushes chat-pushes.ts's. Who is at the chat is the realtime plugin's to know.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatBudgets } from './chat-budgets';
import { cannedRepliesRoutes } from './canned-replies.routes';
import { chatOperatorRoutes } from './chat-operator.routes';
import { chatPushes } from './chat-pushes';
import { chatVisitorRoutes } from './chat-visitor.routes';

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const pushes = chatPushes(app);
  await chatVisitorRoutes(app, chatBudgets(app), pushes);
  await chatOperatorRoutes(app, pushes);
  await app.register(cannedRepliesRoutes);
};

export default chatRoutes;
