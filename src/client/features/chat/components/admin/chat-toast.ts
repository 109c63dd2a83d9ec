// The toast of a visitor's message in a conversation the operator is not looking at: "New chat from
// <name>: <first words>" (or "New message from…") with Open. Loaded by ChatDesk when the first one is due,
// as the browser notification is: the dashboard's first load carries only the decision.
import * as m from '#messages';
import type { ChatMessagePush } from '#shared/api/chat';
import { CHAT_IMAGE_PREVIEW } from '#shared/chat';
import { toast } from '#client/components/ui/use-toast';
import { customerLabel, firstWords } from '../../lib/sessions';

/** A chat toast shows this much of the message, and stays this long (longer than a save's toast). */
const TOAST_WORDS = 60;
const CHAT_TOAST_MS = 10_000;

export function toastChatMessage(
  { message, session }: ChatMessagePush,
  {
    newConversation,
    soundNote,
    onOpen,
  }: {
    newConversation: boolean;
    /** Says that the sound waits until the page has been used. */
    soundNote: boolean;
    onOpen: () => void;
  },
): void {
  const words = {
    name: session ? customerLabel(session) : message.senderName,
    text: firstWords(message.imageUrl ? CHAT_IMAGE_PREVIEW : message.message, TOAST_WORDS),
  };
  toast({
    title: newConversation ? m.chat_newChatToast(words) : m.chat_newMessageToast(words),
    description: soundNote ? m.chat_soundAfterUse : undefined,
    action: { label: m.chat_openConversation, onClick: onOpen },
    duration: CHAT_TOAST_MS,
  });
}
