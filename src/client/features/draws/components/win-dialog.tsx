// The win, filling the screen in the wheel's look: the slot's picture, the prize and its value, a receipt
// to screenshot (the code, when it was drawn in UTC+8, and the draw's reference, which the operator finds
// in the Claims tab), confetti or the super wheel's lightning, and the way back to /promo. The confetti
// and the lightning are a few elements moved and faded by CSS animations (transform and opacity only, on
// the compositor; docs/decisions/0061-wheel-themes-rendering.md).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, type CSSProperties } from 'react';
import * as m from '#messages';
import { phoneVariantOf } from '#shared/image-variants';
import { formatBusinessDateTime } from '#shared/i18n/format';
import type { WheelTheme } from '#shared/wheel-themes';
import { rmText } from '#client/i18n/money-text';
import { wheelLook, type WheelLook } from '../lib/wheel-themes';

export const WIN_REDIRECT_MS = 30_000;

export interface WinDialogProps {
  open: boolean;
  prizeName: string;
  code: string;
  /** When the server recorded the draw (ISO). */
  drawnAt: string;
  /** The draw's reference (D-0042); null for a demo spin, which records nothing. */
  reference: string | null;
  /** The slot's picture ('' for none). */
  imageUrl: string;
  /** What the prize is worth, as the server's amount ('10.00'); null when the operator set no value. */
  value: string | null;
  theme: WheelTheme;
  super: boolean;
  /** Confetti and lightning; off for reduced motion. */
  celebrate: boolean;
  onDone: () => void;
}

/** Confetti pieces per layer: three layers at different speeds and sizes give depth with few elements. */
const PIECES = 8;
const LAYERS = [
  { size: 0.5, seconds: 3.2 },
  { size: 0.75, seconds: 2.6 },
  { size: 1, seconds: 2.1 },
] as const;

function Confetti({ look }: { look: WheelLook }) {
  const colors = look.celebration.confetti;
  return (
    <div
      data-testid="confetti"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {LAYERS.flatMap((layer, l) =>
        Array.from({ length: PIECES }, (_, i) => {
          const n = l * PIECES + i;
          const piece: CSSProperties & Record<string, string> = {
            left: `${((i * 37 + l * 13) % 100) + 0.5}%`,
            background: colors[n % colors.length] ?? '#fff',
            width: `${0.6 * layer.size}rem`,
            height: `${0.9 * layer.size}rem`,
            '--fall': `${layer.seconds}s`,
            '--delay': `${-((i * 0.41 + l * 0.23) % layer.seconds)}s`,
            '--drift': `${((i % 4) - 1.5) * 3}rem`,
            '--spin': `${(i % 2 ? 1 : -1) * (360 + 90 * i)}deg`,
          };
          return <span key={n} className="confetti-piece" style={piece} />;
        }),
      )}
    </div>
  );
}

/** The super wheel's lightning: bolts that flash in turn across the screen. */
function Lightning({ look }: { look: WheelLook }) {
  return (
    <div
      data-testid="lightning"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {/* At the sides, clear of the words in the middle. */}
      {[4, 22, 72, 88].map((left, i) => (
        <svg
          key={left}
          viewBox="0 0 40 100"
          className="lightning-bolt absolute top-0 h-2/5 w-16"
          style={{ left: `${left}%`, animationDelay: `${(i % 2) * 0.35 + i * 0.2}s` }}
        >
          <path
            d="M24 0 L6 52 L19 52 L10 100 L36 38 L22 38 L32 0 Z"
            // Not the prize's colour: a bolt behind a word must not swallow its letters.
            fill={look.bolt ?? '#FDE047'}
            stroke="#fff"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </div>
  );
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

export function WinDialog({
  open,
  prizeName,
  code,
  drawnAt,
  reference,
  imageUrl,
  value,
  theme,
  super: isSuper,
  celebrate,
  onDone,
}: WinDialogProps) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onDone, WIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [open, onDone]);

  const time = formatBusinessDateTime(drawnAt, m.LOCALE);
  const look = wheelLook(theme, isSuper ? 'super' : 'normal');
  const phonePicture = imageUrl ? phoneVariantOf(imageUrl) : null;

  return (
    <Dialog.Root
      open={open}
      // Escape (or a tap outside) does what the button does: the draw is over, on to a new code.
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/70" />
        <Dialog.Content
          data-testid="win-celebration"
          data-theme={theme}
          className="fixed inset-0 z-[100] overflow-y-auto text-center text-white"
          style={{ background: look.celebration.background }}
          aria-describedby="win-claim"
        >
          {/* Behind the words: it celebrates around the receipt, never over what a screenshot must show. */}
          {celebrate && (
            <div className="pointer-events-none fixed inset-0 z-0">
              {isSuper ? <Lightning look={look} /> : null}
              <Confetti look={look} />
            </div>
          )}
          <div className="relative z-10 mx-auto flex min-h-full w-[min(94vw,420px)] flex-col justify-center py-6 short:grid short:w-[min(94vw,720px)] short:grid-cols-[auto_minmax(0,1fr)] short:items-center short:gap-x-6 short:py-3">
            {imageUrl && (
              <img
                data-testid="win-picture"
                src={imageUrl}
                srcSet={phonePicture ? `${phonePicture} 800w, ${imageUrl} 2000w` : undefined}
                sizes="10rem"
                alt=""
                className="mx-auto mb-3 size-40 rounded-full border-4 object-cover shadow-2xl short:row-span-2 short:mb-0 short:size-28"
                style={{ borderColor: look.celebration.accent }}
              />
            )}
            <div className="short:col-start-2">
              <p
                className="text-sm font-bold tracking-[0.3em] uppercase"
                style={{ color: look.celebration.accent }}
              >
                {m.draws_winCongratulations}
              </p>
              <Dialog.Title className="mt-2 text-lg font-semibold text-white/85 short:mt-0">
                {m.draws_winYouWon}
              </Dialog.Title>
              <p
                data-testid="win-prize"
                className="mt-1 text-4xl font-extrabold break-words short:mt-0 short:text-3xl"
                style={{ color: look.celebration.accent }}
              >
                {prizeName}
              </p>
              {value !== null && (
                <p data-testid="win-value" className="mt-1 text-xl font-bold text-white short:text-lg">
                  {m.draws_winWorth({ value: rmText(value) })}
                </p>
              )}
              <div
                data-testid="win-receipt"
                className="mt-4 rounded-xl border border-white/15 bg-black/40 px-4 py-2 short:mt-2"
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
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
