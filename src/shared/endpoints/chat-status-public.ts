// Whether live chat is open and an operator near: every public page reads it (a view in
// #shared/settings-catalog, refreshed by a change of the chat's hours), so it sits apart from the
// widget's entries (chat-public.ts), which load with the widget.
import type { chatStatusSchema } from '../api/chat';
import type { Endpoint } from './endpoint';

export const status: Endpoint<'GET', '/api/chat/status', { answer: typeof chatStatusSchema }> = {
  method: 'GET',
  path: '/api/chat/status',
  access: 'public',
};
