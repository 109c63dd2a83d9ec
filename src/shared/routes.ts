// The page routes of SPEC §2 and the header title each one shows.
export const PAGE_ROUTES = ['/', '/promo', '/spin', '/home', '/notice', '/mobile-sync', '/admin'] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

/**
 * Header title per route. SPEC §2 gives unknown paths the admin's DASHBOARD; a visitor who followed a bad
 * link sees the site's name instead (docs/decisions/0013).
 */
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
    case '/admin':
      return 'DASHBOARD';
    default:
      return 'LUCKY DRAW';
  }
}
