// The widget's offline contact: when chat is closed or no one has been there lately,
// the visitor may leave a phone/WhatsApp number or an e-mail, checked by the shared rule before it is
// sent. Left once, it is said back instead of asked again (kept on this device).
import { useState } from 'react';
import * as m from '#messages';
import { CONTACT_MAX, isContact } from '#shared/contact';
import { leaveChatContact } from '#client/api/chat';
import { inputClass } from '#client/components/ui/field-classes';
import { local } from '#client/lib/storage';
import { FieldRow } from './field-row';

const LEFT_KEY = 'chatContactLeft';

export function ContactForm({
  sessionId,
  onConversation,
}: {
  sessionId: string | null;
  /** A contact left before any message starts the conversation: its id, to keep. */
  onConversation: (sessionId: string) => void;
}) {
  const [left, setLeft] = useState(() => local.get(LEFT_KEY) ?? '');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (left !== '') {
    return <p className="text-sm text-slate-700">{m.chat_contactThanks({ contact: left })}</p>;
  }

  async function save(event: { preventDefault: () => void }) {
    event.preventDefault();
    const value = contact.trim();
    if (!isContact(value)) {
      setError(m.chat_contactInvalid);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await leaveChatContact(sessionId, value);
      if (sessionId === null) onConversation(saved.sessionId);
      local.set(LEFT_KEY, saved.contact);
      setLeft(saved.contact);
    } catch (err) {
      setError(err instanceof Error ? err.message : m.chat_sendFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="space-y-1">
      <FieldRow id="chat-contact" label={m.chat_contactLabel}>
        <input
          id="chat-contact"
          className={inputClass}
          value={contact}
          maxLength={CONTACT_MAX}
          autoComplete="tel"
          inputMode="text"
          aria-describedby={error ? 'chat-contact-error' : undefined}
          onChange={(event) => setContact(event.target.value)}
        />
        <button
          type="submit"
          disabled={saving || contact.trim() === ''}
          className="min-h-10 shrink-0 rounded-md border border-night-700 px-3 text-sm font-semibold text-night-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {m.chat_contactSave}
        </button>
      </FieldRow>
      {error && (
        <p id="chat-contact-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
