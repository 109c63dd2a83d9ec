// The page routes and the header title each one shows.
export const PAGE_ROUTES = ['/', '/promo', '/spin', '/home', '/notice', '/mobile-sync', '/admin'] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

/** The header titles, by name: the original app's English words are the en messages (header_title_*). */
export type HeaderTitle = 'luckyDraw' | 'home' | 'notice' | 'sync' | 'dashboard';

/**
 * Header title per route. The original app gave unknown paths the admin's DASHBOARD; a visitor who followed a
 * bad link sees the site's name instead (docs/decisions/0013).
 */
export function headerTitle(pathname: string): HeaderTitle {
  const path = pathname.replace(/\/+$/, '') || '/';
  switch (path) {
    case '/':
    case '/promo':
    case '/spin':
      return 'luckyDraw';
    case '/home':
      return 'home';
    case '/notice':
      return 'notice';
    case '/mobile-sync':
      return 'sync';
    case '/admin':
      return 'dashboard';
    default:
      return 'luckyDraw';
  }
}
