// Any other path ('Page Not Found'): for a visitor who followed a bad link, so it says what
// happened in their words and offers the two ways on, the lucky draw and the home page
// (docs/decisions/0013). The server answers these paths with status 404.
import { Link } from 'wouter';
import * as m from '#messages';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-8">
      {/* The dark card of the other visitor pages (the spin page's history). */}
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-night-800 p-6 text-white shadow-xl">
        <p aria-hidden="true" className="text-4xl font-extrabold text-brand-300">
          404
        </p>
        <h2 className="mt-1 text-2xl font-bold">{m.pages_notFoundTitle}</h2>
        <p className="mt-3 text-sm text-white/75">{m.pages_notFoundText}</p>
        {/* Two equal columns (full width one above the other on a phone): the two ways on weigh the same. */}
        <div className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Link href="/promo" className={`${linkClass} bg-brand-500 text-night-900 hover:bg-brand-400`}>
            {m.pages_notFoundPromo}
          </Link>
          <Link href="/home" className={`${linkClass} border border-white/30 text-white hover:bg-white/10`}>
            {m.pages_notFoundHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
