// An image message, in the visitor's widget and the operator's conversation alike:
// shown from our own private chat image route only (the server wrote the address; anything else is not
// drawn), opening full size in a new tab. And the button that picks an image to send.
//
// Chat images are private (docs/decisions/0028-uploads-held-and-private-chat-images.md): the operator's
// session cookie lets the desk load them; the visitor's widget first asks for its conversation's access
// cookie (allowChatImages), then loads them the same plain way. An image past its retention has been
// deleted: it says so instead of showing a broken picture.
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import { CHAT_IMAGE_URL } from '#shared/chat-images';
import { allowChatImages } from '#client/api/chat';

export function ChatImage({
  url,
  alt,
  visitorOf,
}: {
  url: string;
  alt: string;
  /** In the visitor's widget: the conversation whose images it asks access to first. */
  visitorOf?: string;
}) {
  // null while the widget asks for access; false when it could not get it.
  const [allowed, setAllowed] = useState<boolean | null>(visitorOf === undefined ? true : null);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (visitorOf === undefined) return;
    let current = true;
    void allowChatImages(visitorOf).then((granted) => current && setAllowed(granted));
    return () => {
      current = false;
    };
  }, [visitorOf]);
  if (!CHAT_IMAGE_URL.test(url) || allowed === false) {
    return <p className="text-sm italic">{m.chat_imageUnavailable}</p>;
  }
  if (gone) return <p className="text-sm italic">{m.chat_imageExpired}</p>;
  if (allowed === null) return <div className="mt-1 h-24 w-32 rounded-md bg-black/5" aria-hidden="true" />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="mt-1 block">
      <img
        src={url.replace(/\.webp$/, '-800.webp')}
        alt={alt}
        loading="lazy"
        onError={() => setGone(true)}
        className="max-h-60 max-w-full rounded-md border border-black/10 object-contain"
      />
    </a>
  );
}

/** A paper-clip button that picks one image and hands it to `onPick`; says its own failure. */
export function AttachImageButton({
  onPick,
  disabled,
  className = '',
}: {
  onPick: (file: File) => Promise<void>;
  disabled: boolean;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setSending(true);
          void onPick(file).finally(() => setSending(false));
        }}
      />
      <button
        type="button"
        aria-label={sending ? m.chat_imageSending : m.chat_sendImage}
        title={m.chat_sendImage}
        disabled={disabled || sending}
        onClick={() => input.current?.click()}
        className={`flex size-10 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="8.5" cy="10" r="1.5" />
          <path d="M21 16l-5-5-8 8" strokeLinejoin="round" />
        </svg>
      </button>
    </>
  );
}
