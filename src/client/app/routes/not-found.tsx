import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl">
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-2xl text-red-500">
            ⚠
          </span>
          <h2 className="text-2xl font-bold">404 Page Not Found</h2>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        <Link href="/promo" className="mt-5 inline-block text-sm font-semibold text-brand-700 underline">
          Go to the lucky draw
        </Link>
      </div>
    </div>
  );
}
