// The win dialog: the prize and a receipt to screenshot (the code, when it was drawn in UTC+8, and the
// draw's reference, which the operator finds in the Claims tab), confetti, and the way back to /promo.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect } from 'react';
import * as m from '#messages';
import { formatBusinessDateTime } from '#shared/i18n/format';

export const WIN_REDIRECT_MS = 30_000;

export interface WinDialogProps {
  open: boolean;
  prizeName: string;
  code: string;
  /** When the server recorded the draw (ISO). */
  drawnAt: string;
  /** The draw's reference (D-0042); null for a demo spin, which records nothing. */
  reference: string | null;
  /** Confetti is skipped on phones and for reduced motion. */
  confetti: boolean;
  onDone: () => void;
}

/** One line of the receipt: its label above, the value below, so a long value wraps at 320 px. */
function ReceiptLine({
  label,
  value,
  testId,
  mono = false,
}: {
  label: string;
  value: string;
  testId: string;
  mono?: boolean;
}) {
  return (
    <div className="py-1.5">
      <dt className="text-xs tracking-wider text-white/65 uppercase">{label}</dt>
      <dd
        data-testid={testId}
        className={
          mono
            ? 'font-mono text-2xl font-bold tracking-[0.2em] break-all short:text-xl'
            : 'text-base font-semibold'
        }
      >
        {value}
      </dd>
    </div>
  );
}

export function WinDialog({ open, prizeName, code, drawnAt, reference, confetti, onDone }: WinDialogProps) {
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
        // Between the dimmed page (90) and the dialog (100): it celebrates around the receipt, never
        // over the words a screenshot must show.
        zIndex: 95,
        disableForReducedMotion: true,
      });
    });
    return () => {
      cancelled = true;
      reset?.();
    };
  }, [open, confetti]);

  const time = formatBusinessDateTime(drawnAt, m.LOCALE);

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
          className="fixed top-1/2 left-1/2 z-[100] max-h-[calc(100dvh-1rem)] w-[min(94vw,420px)] -translate-x-1/2 short:w-[min(94vw,640px)] short:py-3 -translate-y-1/2 overflow-y-auto rounded-3xl border-2 border-brand-400 bg-gradient-to-b from-night-700 to-night-900 p-5 text-center text-white shadow-2xl sm:p-6"
          aria-describedby="win-claim"
        >
          <p className="text-sm font-bold tracking-[0.3em] text-brand-300 uppercase">
            {m.draws_winCongratulations}
          </p>
          <Dialog.Title className="mt-2 text-lg font-semibold text-white/80 short:mt-0">
            {m.draws_winYouWon}
          </Dialog.Title>
          <p
            data-testid="win-prize"
            className="mt-1 text-4xl font-extrabold break-words text-brand-300 short:mt-0 short:text-3xl"
          >
            {prizeName}
          </p>
          <div
            data-testid="win-receipt"
            className="mt-4 rounded-xl border border-white/15 bg-black/30 px-4 py-2 short:mt-2"
          >
            {/* A phone on its side: the three lines side by side, so the whole receipt fits its height. */}
            <dl className="short:grid short:grid-cols-3 short:items-end short:gap-3">
              <ReceiptLine label={m.draws_promoLabel} value={code} testId="win-code" mono />
              {time && <ReceiptLine label={m.draws_winTime} value={time} testId="win-time" />}
              {reference && (
                <ReceiptLine label={m.draws_winReference} value={reference} testId="win-reference" />
              )}
            </dl>
            <p className="mt-1 pb-1 text-xs text-brand-200">{m.draws_winScreenshot}</p>
          </div>
          <p id="win-claim" className="mt-4 text-sm text-white/80 short:mt-2">
            {m.draws_winClaim}
          </p>
          <button
            type="button"
            onClick={onDone}
            className="mt-5 w-full rounded-xl bg-gradient-to-r from-brand-400 to-brand-500 px-6 py-3 text-lg font-extrabold text-night-900 short:mt-3 short:py-2"
          >
            {m.draws_winDone}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
