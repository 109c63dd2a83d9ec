// One section of the home page: a full-width band in its own colours with the image, title, subtitle,
// content lines and button every type shares, then its entries laid out per type (section-items.tsx).
// layout left/right puts the image on that side from tablets up and aligns the text that way.
import { type CSSProperties } from 'react';
import { useId } from '#client/lib/use-id';
import { Link } from 'wouter';
import { visibleItems, type HomeSection, type Layout } from '#shared/home-page';
import { buttonColors } from '#shared/contrast';
import { hasButton, isShowableImage, LAYOUT_CLASS, lines } from './home-data';
import { HomeImage, type ImageLoading } from './home-image';
import { SectionItems } from './section-items';

/** How the images of a section load: by their index within it (the section image is 0). */
export type SectionLoading = 'first-screen' | 'later';

const ROW: Record<Layout, string> = {
  left: 'md:flex-row md:items-center',
  center: '',
  right: 'md:flex-row-reverse md:items-center',
};

function SectionButton({ text, url, style }: { text: string; url: string; style: CSSProperties }) {
  const className =
    'mt-6 inline-flex min-h-12 items-center justify-center rounded-full px-8 py-3 text-base font-bold shadow-lg transition hover:brightness-110 motion-safe:hover:-translate-y-0.5';
  // Our own pages open in the app without reloading; other addresses (http(s), tel:, mailto:) as links.
  return url.startsWith('/') ? (
    <Link href={url} className={className} style={style}>
      {text}
    </Link>
  ) : (
    <a href={url} className={className} style={style}>
      {text}
    </a>
  );
}

export function HomeSectionView({
  section,
  primaryColor,
  loading,
}: {
  section: HomeSection;
  primaryColor: string;
  loading: SectionLoading;
}) {
  const titleId = useId();
  const { layout, type } = section;
  const image = isShowableImage(section.imageUrl) ? section.imageUrl : null;
  const items =
    type === 'text' ? [] : visibleItems(section.logos).filter((item) => isShowableImage(item.url));
  const content = lines(section.content).filter((line) => line.trim() !== '');
  const title = section.title.trim();
  const loadingOf = (index: number): ImageLoading => ({
    eager: loading === 'first-screen',
    high: loading === 'first-screen' && index === 0,
  });

  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      data-section-type={type}
      data-layout={layout}
      className="w-full"
      style={{ backgroundColor: section.backgroundColor, color: section.textColor }}
    >
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <div className={`flex flex-col gap-8 ${image ? ROW[layout] : ''}`}>
          {image && (
            <HomeImage
              url={image}
              alt={title}
              width={1600}
              height={900}
              sizes={
                layout === 'center'
                  ? '(min-width: 800px) 768px, calc(100vw - 2rem)'
                  : '(min-width: 1024px) 480px, (min-width: 768px) 50vw, calc(100vw - 2rem)'
              }
              loading={loadingOf(0)}
              className={`w-full rounded-2xl shadow-xl ${layout === 'center' ? 'mx-auto max-w-3xl' : 'md:w-1/2 md:shrink-0'}`}
            />
          )}
          <div className={`min-w-0 flex-1 ${LAYOUT_CLASS[layout].text}`}>
            {title && (
              <h2 id={titleId} className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
                {section.title}
              </h2>
            )}
            {section.subtitle.trim() && (
              <p className="mt-3 text-lg font-semibold sm:text-xl">{section.subtitle}</p>
            )}
            {content.length > 0 && (
              <div className="mt-4 space-y-2 text-base leading-relaxed sm:text-lg">
                {content.map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              </div>
            )}
            {hasButton(section) && (
              <SectionButton
                text={section.buttonText}
                url={section.buttonUrl.trim()}
                style={buttonColors(primaryColor, section)}
              />
            )}
          </div>
        </div>
        {items.length > 0 && (
          <div className={`mt-10 ${LAYOUT_CLASS[layout].text}`}>
            {section.gamesTitle.trim() && <h3 className="text-xl font-bold">{section.gamesTitle}</h3>}
            {section.gamesSubtitle.trim() && <p className="mt-1 text-base">{section.gamesSubtitle}</p>}
            <div className={section.gamesTitle.trim() || section.gamesSubtitle.trim() ? 'mt-5' : ''}>
              <SectionItems
                type={type}
                items={items}
                layout={layout}
                loadingOf={(i) => loadingOf(image ? i + 1 : i)}
              />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
