// What the dashboard does to be noticed when a visitor writes, whichever tab is showing: a short
// beep made with WebAudio (no audio file to load), which the operator can mute (kept on this device), and
// the count of unread visitor messages in the document title. ChatDesk decides when; these only do it.
import { useEffect, useSyncExternalStore } from 'react';
import { local } from '#client/lib/storage';

const MUTED_KEY = 'chatSoundMuted';

export const readSoundMuted = (): boolean => local.get(MUTED_KEY) === '1';
export const storeSoundMuted = (muted: boolean) => local.set(MUTED_KEY, muted ? '1' : '0');

/**
 * Whether the browser lets the page make a sound: only once it has been clicked or typed in. Browsers
 * without the flag (Safari before 16.4) are tried.
 */
export const soundAllowed = (): boolean =>
  !('userActivation' in navigator) || navigator.userActivation.hasBeenActive;

/**
 * A 180 ms sine blip on an AudioContext of its own, made at the first beep the browser allows (once the
 * page was used); false when it was not allowed yet. Never throws: there may be no audio at all.
 */
export function createBeep(): () => boolean {
  let audio: AudioContext | null = null;
  return () => {
    if (!soundAllowed()) return false;
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
    return true;
  };
}

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
