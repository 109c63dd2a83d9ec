// Spin and win sounds synthesised with WebAudio: no audio files to download. Muting is remembered.
import { local } from '#client/lib/storage';

const MUTE_KEY = 'soundMuted';
let context: AudioContext | null = null;

export const isMuted = (): boolean => local.get(MUTE_KEY) === 'true';
export function setMuted(muted: boolean): void {
  if (muted) local.set(MUTE_KEY, 'true');
  else local.remove(MUTE_KEY);
}

function audio(): AudioContext | null {
  if (isMuted() || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  // Browsers start contexts suspended until a user gesture; the spin button click is one.
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(
  ctx: AudioContext,
  at: number,
  freq: number,
  length: number,
  type: OscillatorType,
  volume: number,
) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/**
 * A short tick at each of `times` (shares of the spin's `durationMs`, from ./spin-easing's edgeTimes): one
 * per slot edge passing the pointer, so the ticks slow down with the wheel, lower as they go. Returns a
 * function that silences the rest.
 */
export function playSpinSound(times: readonly number[], durationMs: number): () => void {
  const ctx = audio();
  if (!ctx) return () => undefined;
  const start = ctx.currentTime + 0.02;
  const master = ctx.createGain();
  master.connect(ctx.destination);
  for (const t of times) {
    const at = start + (t * durationMs) / 1000;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.setValueAtTime(1400 - 600 * t, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.06, at + 0.002);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.03);
    osc.connect(gain).connect(master);
    osc.start(at);
    osc.stop(at + 0.04);
  }
  return () => master.disconnect();
}

/** A short rising fanfare. */
export function playWinSound(): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.02;
  [523.25, 659.25, 783.99, 1046.5].forEach((freq, i) =>
    tone(ctx, start + i * 0.12, freq, 0.35, 'triangle', 0.2),
  );
  tone(ctx, start + 0.5, 1046.5, 0.8, 'sine', 0.15);
  tone(ctx, start + 0.5, 1318.5, 0.8, 'sine', 0.1);
}
