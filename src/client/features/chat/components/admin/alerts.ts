// The dashboard's alerts for a new visitor message (issue 12), whichever tab is showing: a short beep made
// with WebAudio (no audio file to load), which the operator can mute (kept on this device), and the count
// of unread visitor messages in the document title. The conversation open on screen is left out of both:
// the Live Chat tab reads it as it arrives.
import { useEffect, useSyncExternalStore } from 'react';
import { local } from '#client/lib/storage';

const MUTED_KEY = 'chatSoundMuted';

let audio: AudioContext | null = null;

/** A 180 ms sine blip. Never throws: autoplay may be blocked, or there may be no audio at all. */
export function beep(): void {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const now = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, now);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.2, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.2);
  } catch {
    // No sound this time; the title count and the list still show the message.
  }
}

/** A value several components follow (the mute button and the alerts; the tab and the alerts). */
function shared<T>(initial: () => T) {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  return {
    get: (): T => (value ??= initial()),
    set: (next: T) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const muted = shared(() => local.get(MUTED_KEY) === '1');

/**
 * Whether the beep is muted now. A handler of pushed messages asks this at the moment one arrives: a
 * value it closed over is only replaced when its effect runs again, after the next paint, and a message
 * arriving right after the operator pressed Mute would still beep.
 */
export const isSoundMuted = (): boolean => muted.get();

/** Whether the beep is muted, and its toggle; the choice is kept in localStorage. */
export function useSoundMuted(): [boolean, () => void] {
  const value = useSyncExternalStore(muted.subscribe, muted.get, muted.get);
  const toggle = () => {
    muted.set(!muted.get());
    local.set(MUTED_KEY, muted.get() ? '1' : '0');
  };
  return [value, toggle];
}

const onScreen = shared<string | null>(() => null);

/** The Live Chat tab says which conversation it shows (null: none, or the tab is not showing). */
export const setConversationOnScreen = (sessionId: string | null) => onScreen.set(sessionId);
export const useConversationOnScreen = () =>
  useSyncExternalStore(onScreen.subscribe, onScreen.get, onScreen.get);

/**
 * Whether the operator sees this conversation now: it is the one on screen and the page is visible. Asked
 * when a message arrives, never remembered: state a handler closed over is replaced only after the next
 * render, and a message arriving between a tab going to the background and that render would be marked
 * read unseen.
 */
export const isConversationSeen = (sessionId: string): boolean =>
  sessionId === onScreen.get() && document.visibilityState === 'visible';

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** True while the page is on screen (not a background tab or a minimised window). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * Prefixes the document title with "(count) " while count > 0; unmounting takes the prefix off. The title
 * without a prefix is read from the document each time rather than remembered at mount, so a page title
 * that changes meanwhile, or a mount that happens while a prefix is showing, cannot bring an old count back.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const base = document.title.replace(COUNT_PREFIX, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count]);
  useEffect(
    () => () => {
      document.title = document.title.replace(COUNT_PREFIX, '');
    },
    [],
  );
}
