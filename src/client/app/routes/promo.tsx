import { NO_ADMIN_SHORTCUT_ATTR } from '../layout/use-shift-enter-to-admin';
import { PageShell } from './page-shell';

export function PromoPage() {
  return (
    <PageShell label="Promo code entry">
      <div className="mt-6 w-full max-w-md rounded-2xl border border-brand-500/40 bg-night-800 p-6 shadow-2xl">
        <h2 className="text-center text-2xl font-extrabold text-brand-300">Enter Your Promo Code</h2>
        <p className="mt-1 text-center text-sm text-white/70">
          Got a code? Enter it below and spin the wheel.
        </p>
        <label htmlFor="promo-code" className="sr-only">
          Promo code
        </label>
        <input
          id="promo-code"
          {...{ [NO_ADMIN_SHORTCUT_ATTR]: '' }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="PROMO CODE"
          className="mt-5 w-full rounded-lg border-2 border-brand-500/60 bg-night-900 px-4 py-3 text-center text-xl font-bold tracking-[0.3em] uppercase placeholder:text-white/30 focus:border-brand-400 focus:outline-none"
        />
      </div>
    </PageShell>
  );
}
