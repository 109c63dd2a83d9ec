// The page routes of SPEC §2 and the header title each one shows.
export const PAGE_ROUTES = ['/', '/promo', '/spin', '/home', '/notice', '/mobile-sync', '/admin'] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

/** Header title per route; unknown paths show DASHBOARD like the admin page (SPEC §2). */
export function headerTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  switch (path) {
    case '/':
    case '/promo':
    case '/spin':
      return 'LUCKY DRAW';
    case '/home':
      return 'HOME';
    case '/notice':
      return 'NOTICE';
    case '/mobile-sync':
      return 'SYNC';
    default:
      return 'DASHBOARD';
  }
}
