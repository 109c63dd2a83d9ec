// /promo and /: the code input. Success stores the code and its prize data and opens /spin; the
// history-view code opens the read-only history instead, with no server call.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import * as m from '#messages';
import { EXACT_TYPING } from '#client/lib/exact-typing';
import { normalizePromoCode } from '#shared/promo-status';
import { useValidatePromo } from '#client/api/draws';
import { noAdminShortcut } from '#client/lib/shortcuts';
import { drawSession, historyViewCode } from '../lib/draw-session';

/** Screens where the floating buttons stay put while a field has focus (use-typing's max-md). */
const WIDE_SCREEN = '(min-width: 768px)';

/** The code a link carries (/promo?code=H3PR2RSJ), or null. */
const linkedCode = () => new URLSearchParams(window.location.search).get('code');

/** Room for a code as people paste it, with its spaces and dashes. */
const CODE_FIELD_MAX = 32;

export function PromoEntry() {
  const input = useRef<HTMLInputElement>(null);
  // The one thing to do on this page: the visitor can type at once. Not on a phone-sized screen: there a
  // focused field stands for the on-screen keyboard, so the contact and chat buttons step aside
  // (lib/use-typing) before the visitor has even looked. (A focus() on mount, not autoFocus: Preact
  // leaves autoFocus to the browser, which honours it only on a page's first load.)
  useEffect(() => {
    if (window.matchMedia(WIDE_SCREEN).matches) input.current?.focus();
  }, []);
  // A link the operator sent (/promo?code=H3PR2RSJ) fills the field; the visitor still presses Start, and
  // the code leaves the address bar at once (no history entry, screenshot or shared link keeps it).
  const [code, setCode] = useState(() => (linkedCode() ?? '').toUpperCase().slice(0, CODE_FIELD_MAX));
  useEffect(() => {
    if (linkedCode() !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const validate = useValidatePromo();

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (validate.isPending) return;
    const normalized = normalizePromoCode(code);
    if (!normalized) {
      setError(m.errors_promoEmpty);
      return;
    }
    if (normalized === historyViewCode()) {
      drawSession.clear();
      drawSession.enterHistoryView();
      navigate('/spin');
      return;
    }
    setError(null);
    validate.mutate(normalized, {
      onSuccess: (promo) => {
        drawSession.start(promo);
        navigate('/spin');
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="relative mt-4 w-full max-w-md overflow-hidden rounded-3xl border border-brand-400/40 bg-gradient-to-b from-night-700 to-night-800 p-6 shadow-[0_0_60px_-15px_rgba(245,168,0,0.5)] sm:p-8"
    >
      <div className="text-center">
        <div className="mx-auto mb-3 flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-300 to-brand-600 shadow-lg">
          <svg
            viewBox="0 0 24 24"
            width="34"
            height="34"
            aria-hidden="true"
            fill="none"
            stroke="#1e1036"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4" />
          </svg>
        </div>
        <h2 className="text-2xl font-extrabold tracking-wide text-brand-300 sm:text-3xl">
          {m.draws_promoTitle}
        </h2>
        <p className="mt-1 text-sm text-white/70">{m.draws_promoIntro}</p>
      </div>
      <input
        id="promo-code"
        aria-label={m.draws_promoLabel}
        ref={input}
        {...noAdminShortcut}
        value={code}
        onChange={(e) => {
          setCode(e.target.value.toUpperCase());
          if (error) setError(null);
        }}
        {...EXACT_TYPING}
        // Off, not the capitals keyboard: the field writes the code in capitals whatever is typed, and a
        // code pasted from a message must reach it untouched.
        autoCapitalize="off"
        maxLength={CODE_FIELD_MAX}
        placeholder={m.draws_promoPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'promo-error' : undefined}
        className="mt-6 w-full rounded-xl border-2 border-brand-500/60 bg-night-900 px-4 py-4 text-center font-mono text-2xl font-bold tracking-[0.3em] text-white uppercase placeholder:text-white/25 focus:border-brand-300 focus:outline-none"
      />
      {error && (
        <div
          id="promo-error"
          role="alert"
          className="mt-3 rounded-lg border border-red-500/60 bg-red-600/20 px-4 py-3 text-center text-sm font-medium text-red-100"
        >
          {error}
        </div>
      )}
      <button
        type="submit"
        disabled={validate.isPending}
        className="mt-5 w-full rounded-xl bg-gradient-to-r from-brand-400 via-brand-300 to-brand-500 px-6 py-4 text-lg font-extrabold tracking-wide text-night-900 shadow-lg transition-transform active:scale-[0.98] disabled:opacity-70"
      >
        {validate.isPending ? m.draws_validating : m.draws_start}
      </button>
    </form>
  );
}
