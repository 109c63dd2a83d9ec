// The fixed header of every page: the route's title, nav buttons, and a toggle menu on small screens.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { confirmLeavingPage } from '../../lib/unsaved-changes';
import * as m from '#messages';
import { headerTitle, type HeaderTitle } from '#shared/routes';
import { LanguageSwitcher } from './language-switcher';

const NAV = [
  { label: m.common_navHome, href: '/home' },
  { label: m.common_navSpin, href: '/promo' },
  { label: m.common_navNotice, href: '/notice' },
] as const;

const TITLES: Record<HeaderTitle, string> = {
  luckyDraw: m.common_titleLuckyDraw,
  home: m.common_titleHome,
  notice: m.common_titleNotice,
  sync: m.common_titleSync,
  dashboard: m.common_titleDashboard,
};

/** A builder with unsaved edits asks before the header takes the operator elsewhere. */
const guardLeaving = (event: { preventDefault: () => void }) => {
  if (!confirmLeavingPage()) event.preventDefault();
};

export function Header() {
  const [location] = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location;
  const titleName = headerTitle(location);
  const title = TITLES[titleName];

  useEffect(() => {
    document.title = titleName === 'luckyDraw' ? m.common_siteName : `${title} · ${m.common_siteName}`;
  }, [title, titleName]);

  const navClass = (href: string) =>
    `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
      location === href || (href === '/promo' && (location === '/' || location === '/spin'))
        ? 'bg-brand-500 text-night-900'
        : 'text-white hover:bg-white/10'
    }`;

  // The same links in the bar (wide screens) and in the menu (phones).
  const links = NAV.map((item) => (
    <Link key={item.href} href={item.href} className={navClass(item.href)} onClick={guardLeaving}>
      {item.label}
    </Link>
  ));

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-white/10 bg-night-800/95 shadow-lg backdrop-blur">
      {/* The first stop of the keyboard on every page: past the header and its links. */}
      <a
        href="#main"
        className="sr-only rounded-md bg-brand-500 px-4 py-2 font-semibold text-night-900 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-[60]"
      >
        {m.common_skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <h1 className="bg-gradient-to-r from-brand-300 to-brand-500 bg-clip-text text-xl font-extrabold tracking-wider text-transparent">
          {title}
        </h1>
        <nav aria-label={m.common_navMain} className="hidden items-center gap-2 md:flex">
          {links}
          <LanguageSwitcher className="ml-2" />
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-white hover:bg-white/10 md:hidden"
          aria-label={m.common_menuToggle}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : location)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={m.common_navMobile}
          className="flex flex-col gap-1 border-t border-white/10 px-4 py-3 md:hidden"
        >
          {links}
          <LanguageSwitcher className="mt-2 px-3" />
        </nav>
      )}
    </header>
  );
}
