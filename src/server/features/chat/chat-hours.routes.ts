// The chat's opening hours (the chatHours setting): the operator reads and sets them with the open/closed
// switch; a visitor's widget asks the status, which also says whether an operator was at the chat lately
// (the realtime plugin knows who is).
import * as chatStatus from '#shared/endpoints/chat-status-public';
import { chatHoursSchema, chatStatusSchema } from '#shared/api/chat';
import { errorResponses } from '#shared/api/errors';
import { CHAT_OPERATOR_ONLINE_MS } from '#shared/chat';
import { isChatOpen, nextOpening } from '#shared/chat-hours';
import * as chat from '#shared/endpoints/chat';
import { SETTINGS } from '#shared/settings-storage';
import { endpointRoute } from '../../lib/endpoint-route';
import { settingsActor } from '../../plugins/settings';
import type { ChatApp } from './chat-requests';

export function chatStatusRoute(app: ChatApp): void {
  app.route({
    ...endpointRoute(app, chatStatus.status, {
      summary: `Whether an operator was at the chat in the last ${CHAT_OPERATOR_ONLINE_MS / 60_000} minutes, and whether chat is open by the operator's switch and hours (when not, when it opens)`,
      response: { 200: chatStatusSchema },
    }),
    handler: async () => {
      const hours = app.settings.get('chatHours');
      const now = app.now();
      const open = isChatOpen(hours, now);
      return {
        operatorOnline: await app.realtime.operatorOnline(CHAT_OPERATOR_ONLINE_MS),
        open,
        opensAt: open ? null : (nextOpening(hours, now)?.toISOString() ?? null),
      };
    },
  });
}

export function chatHoursRoutes(app: ChatApp): void {
  app.route({
    ...endpointRoute(app, chat.hours, {
      summary: "Live chat's opening hours per weekday (UTC+8) and its open/closed switch",
      response: { 200: chatHoursSchema },
    }),
    handler: async () => app.settings.get('chatHours'),
  });

  app.route({
    ...endpointRoute(app, chat.saveHours, {
      summary: "Set live chat's opening hours and switch: closed, the widget says so and asks for a contact",
      body: chatHoursSchema,
      response: { 200: chatHoursSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      await app.settings.save(SETTINGS.chatHours.pageType, 'chatHours', request.body, settingsActor(request));
      return app.settings.get('chatHours');
    },
  });
}
