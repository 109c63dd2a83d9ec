// The home page as a visitor sees it, drawn from a document: /home and the builder's preview.
// Everything is rendered as text (a title "<b>x</b>" shows those characters).
import { useId } from '#client/lib/use-id';
import { Link } from 'wouter';
import * as m from '#messages';
import { visibleItems, visibleSections, type HomeBuilderData, type HomeSection } from '#shared/home-page';
import { readableText, textOn } from '#shared/contrast';
import { isShowableImage } from './home-data';
import { HomeSectionView, type SectionLoading } from './home-section';

export interface HomeViewProps {
  data: HomeBuilderData;
}

/** Sections this far down are below the fold on any screen: their images wait until scrolled near. */
const FIRST_SCREEN_SECTIONS = 2;

const hasImage = (s: HomeSection) =>
  isShowableImage(s.imageUrl) ||
  (s.type !== 'text' && visibleItems(s.logos).some((i) => isShowableImage(i.url)));

export function HomeView({ data }: HomeViewProps) {
  const { sections, globalSettings: settings } = data;
  const shown = visibleSections(sections);
  // The first images a visitor sees are fetched at once, the very first one ahead of everything else
  // (it is usually the largest paint); any later ones load lazily.
  const firstWithImage = shown.findIndex(hasImage);
  const loadingOf = (index: number): SectionLoading =>
    index === firstWithImage && index < FIRST_SCREEN_SECTIONS ? 'first-screen' : 'later';
  const gamesLogId = useId();
  const gamesLog = settings.showGamesLog ? settings.gamesLogText.trim() : '';

  return (
    <div className="w-full" data-testid="home-page">
      {(settings.siteName.trim() || settings.companySlogan.trim()) && (
        <div
          className="border-b-2"
          style={{ backgroundColor: settings.secondaryColor, borderColor: settings.primaryColor }}
        >
          <div className="mx-auto flex max-w-5xl flex-wrap items-baseline justify-center gap-x-3 gap-y-0.5 px-4 py-3 text-center">
            {settings.siteName.trim() && (
              <p
                className="text-lg font-extrabold tracking-wide"
                style={{ color: readableText(settings.primaryColor, settings.secondaryColor) }}
              >
                {settings.siteName}
              </p>
            )}
            {settings.companySlogan.trim() && (
              <p className="text-sm font-medium" style={{ color: textOn(settings.secondaryColor) }}>
                {settings.companySlogan}
              </p>
            )}
          </div>
        </div>
      )}

      {shown.map((section, i) => (
        <HomeSectionView
          key={section.id}
          section={section}
          primaryColor={settings.primaryColor}
          loading={loadingOf(i)}
        />
      ))}

      {shown.length === 0 && (
        <div className="mx-auto max-w-3xl px-4 py-16 text-center">
          <h2 className="text-2xl font-bold text-brand-300">{m.pages_homeEmptyTitle}</h2>
          <p className="mt-2 text-white/75">{m.pages_homeEmptyText}</p>
          <Link
            href="/promo"
            className="mt-6 inline-flex min-h-12 items-center rounded-full bg-brand-500 px-8 py-3 font-bold text-night-900 shadow-lg hover:bg-brand-400"
          >
            {m.pages_homeSpinNow}
          </Link>
        </div>
      )}

      {gamesLog && (
        <section aria-labelledby={gamesLogId} className="bg-night-800 text-white">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <h2 id={gamesLogId} className="text-2xl font-bold text-brand-300">
              {m.pages_gamesLog}
            </h2>
            <p className="mt-4 rounded-xl border border-white/10 bg-night-900 p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-white/90">
              {gamesLog}
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
