// The win dialog: prize, the visitor's own code for verification, confetti, and the way back to /promo.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import * as m from '#messages';

export const WIN_REDIRECT_MS = 30_000;

export interface WinDialogProps {
  open: boolean;
  prizeName: string;
  code: string;
  /** Confetti is skipped on phones (SPEC §9) and for reduced motion. */
  confetti: boolean;
  onDone: () => void;
}

export function WinDialog({ open, prizeName, code, confetti, onDone }: WinDialogProps) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onDone, WIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [open, onDone]);

  useEffect(() => {
    if (!open || !confetti) return;
    let cancelled = false;
    let reset: (() => void) | undefined;
    // Loaded on the first win only: visitors who never win never download it.
    void import('canvas-confetti').then(({ default: fire }) => {
      if (cancelled) return;
      reset = () => fire.reset();
      void fire({
        particleCount: 50,
        spread: 90,
        startVelocity: 45,
        ticks: 300, // about 5 s at 60 frames per second
        origin: { y: 0.6 },
        zIndex: 200,
        disableForReducedMotion: true,
      });
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [open, confetti]);

  return (
    <Dialog.Root
      open={open}
      // Escape (or a tap outside) does what the button does: the draw is over, on to a new code.
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-[100] w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-3xl border-2 border-brand-400 bg-gradient-to-b from-night-700 to-night-900 p-6 text-center text-white shadow-2xl"
          aria-describedby="win-claim"
        >
          <p className="text-sm font-bold tracking-[0.3em] text-brand-300 uppercase">
            {m.draws_winCongratulations}
          </p>
          <Dialog.Title className="mt-2 text-lg font-semibold text-white/80">
            {m.draws_winYouWon}
          </Dialog.Title>
          <p data-testid="win-prize" className="mt-1 text-4xl font-extrabold break-words text-brand-300">
            {prizeName}
          </p>
          <div className="mt-5 rounded-xl border border-white/15 bg-black/30 px-4 py-3">
            <p className="text-xs tracking-wider text-white/60 uppercase">{m.draws_promoLabel}</p>
            <p data-testid="win-code" className="font-mono text-2xl font-bold tracking-[0.25em]">
              {code}
            </p>
            <p className="mt-1 text-xs text-brand-200">{m.draws_winScreenshot}</p>
          </div>
          <p id="win-claim" className="mt-4 text-sm text-white/80">
            {m.draws_winClaim}
          </p>
          <button
            type="button"
            onClick={onDone}
            className="mt-5 w-full rounded-xl bg-gradient-to-r from-brand-400 to-brand-500 px-6 py-3 text-lg font-extrabold text-night-900"
          >
            {m.draws_winDone}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
