// The browser notification of a new conversation, and the permission it needs. Loaded
// by ChatDesk only when one is due, and by the Live Chat tab for its button: the dashboard's first load
// carries neither. Permission is asked only when the operator presses that button, never on load.
import * as m from '#messages';
import { firstWords } from '../../lib/sessions';

/** What the Live Chat tab's button says: on, not yet (it asks), refused in the browser's settings, or none. */
export type NotificationState = 'on' | 'off' | 'blocked' | 'unsupported';

export function notificationState(): NotificationState {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'granted') return 'on';
  return Notification.permission === 'denied' ? 'blocked' : 'off';
}

/** Asks the browser (it shows its own prompt); the state after the answer. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  await Notification.requestPermission();
  return notificationState();
}

/** At most this many characters of the first message in the notification. */
const BODY_MAX = 100;

/**
 * 'New chat from <name>' with the start of the first message. Clicking it brings this tab to the front and
 * `onOpen` shows the conversation. One per conversation however many dashboards are open: the browser
 * replaces a notification of the same tag.
 */
export function notifyNewChat({
  sessionId,
  name,
  text,
  onOpen,
}: {
  sessionId: string;
  name: string;
  text: string;
  onOpen: () => void;
}): void {
  if (notificationState() !== 'on') return;
  try {
    const notification = new Notification(m.chat_newChatFrom({ name }), {
      body: firstWords(text, BODY_MAX),
      tag: `chat-${sessionId}`,
    });
    notification.onclick = () => {
      window.focus();
      onOpen();
      notification.close();
    };
  } catch {
    // Some browsers (Chrome on Android) allow notifications only from a service worker: the title count
    // and the beep still say it.
  }
}
