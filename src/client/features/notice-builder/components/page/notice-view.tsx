// The notice page as a visitor sees it, drawn from a document: /notice and the NOTICE builder's preview.
// The active notices follow the clock on their own (use-now-at-boundaries.ts); `now` pins the time.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as m from '#messages';
import {
  activeNotices,
  animationSpeedOf,
  DEFAULT_NOTICE_SETTINGS,
  type NoticeBuilderData,
  type NoticeSection,
} from '#shared/notice-page';
import { hasShowableImage, NoticeCard } from './notice-card';
import { businessYear } from './notice-time';
import { ScrollingPreview } from './scrolling-preview';
import { useNowAtBoundaries } from './use-now-at-boundaries';

export interface NoticeViewProps {
  data: NoticeBuilderData;
  /** The time to show the notices at (ms since the epoch); omitted, the page's own clock. */
  now?: number;
}

/** The preview scrolls the first three titles. */
const PREVIEW_COUNT = 3;

const NO_NOTICES: readonly NoticeSection[] = [];

/** Cards this far down are below the fold on any screen: their images wait until scrolled near. */
const FIRST_SCREEN_CARDS = 2;

/** The dark page, its column and the footer under what `children` puts in it. */
function Page({
  padding,
  siteName,
  now,
  children,
}: {
  padding: string;
  siteName: string;
  now: number;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex w-full flex-1 flex-col bg-night-900 px-4 text-white ${padding}`}
      data-testid="notice-page"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col">
        {children}
        <footer className="mt-auto pt-12 text-center text-sm text-white/75">
          {m.pages_noticeFooter({ year: businessYear(now), siteName })}
          {/* The operators' way in that anyone can see (Shift+Enter is a hidden one). */}
          <Link href="/admin" className="mt-2 block underline underline-offset-2 hover:text-white">
            {m.pages_staffDashboard}
          </Link>
        </footer>
      </div>
    </div>
  );
}

export function NoticeView({ data, now }: NoticeViewProps) {
  // A pinned time needs no timer: the clock is given nothing to wait for.
  const clock = useNowAtBoundaries(now === undefined ? data.sections : NO_NOTICES);
  const at = now ?? clock;
  const settings = data.globalSettings;
  const siteName = settings.siteName.trim() || DEFAULT_NOTICE_SETTINGS.siteName;

  if (!settings.showNotices) {
    return (
      <Page padding="py-10" siteName={siteName} now={at}>
        <div className="mt-6 rounded-2xl border border-white/10 bg-night-800 p-8 text-center shadow-xl">
          <h2 className="text-2xl font-bold text-brand-300">{m.pages_noticeCenter}</h2>
          <p className="mt-2 text-white/80">{m.pages_noticesDisabled}</p>
        </div>
      </Page>
    );
  }

  const notices = activeNotices(data.sections, at);
  const titles = notices
    .slice(0, PREVIEW_COUNT)
    .map((n) => n.title.trim())
    .filter((t) => t !== '');
  const firstImage = notices.findIndex(hasShowableImage);
  const eagerImageId =
    firstImage >= 0 && firstImage < FIRST_SCREEN_CARDS ? notices[firstImage]?.id : undefined;
  const preview = titles.length > 0 && (
    <ScrollingPreview
      titles={titles}
      seconds={animationSpeedOf(settings.animationSpeed)}
      accent={settings.primaryColor}
    />
  );

  return (
    <Page padding="py-8 sm:py-10" siteName={siteName} now={at}>
      <div className="text-center">
        <h2 className="text-3xl font-extrabold tracking-wide wrap-anywhere sm:text-4xl">{siteName}</h2>
        <div
          aria-hidden="true"
          className="mx-auto mt-3 h-1 w-24 rounded-full"
          style={{
            backgroundImage: `linear-gradient(90deg, ${settings.primaryColor}, ${settings.secondaryColor})`,
          }}
        />
      </div>

      {notices.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-white/10 bg-night-800 p-8 text-center shadow-xl">
          <h3 className="text-2xl font-bold text-brand-300">{m.pages_noNotices}</h3>
          <p className="mt-2 text-white/80">{m.pages_noNoticesText}</p>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-6">
          {settings.noticePosition === 'top' && preview}
          <ul
            role="list"
            aria-label={m.pages_activeNotices}
            className="flex flex-col gap-5"
            data-testid="notice-list"
          >
            {notices.map((notice) => (
              <li key={notice.id}>
                <NoticeCard notice={notice} eagerImage={notice.id === eagerImageId} />
              </li>
            ))}
          </ul>
          {settings.noticePosition === 'bottom' && preview}
        </div>
      )}
    </Page>
  );
}
