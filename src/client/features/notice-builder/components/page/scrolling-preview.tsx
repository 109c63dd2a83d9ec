// The notice page's 'Scrolling Notice Preview': the first titles in one line, right to left, one pass taking
// the operator's animationSpeed seconds. It reuses the spin-notice marquee's CSS (styles.css): paused on
// hover or focus, and still under prefers-reduced-motion, where the titles stand one per line instead. No
// measuring: the track's left padding is the frame's width (a percentage padding resolves against it) and
// -100% is the track's own width, so a pass runs from the text entering on the right to its last letter
// leaving on the left.
import { Fragment, type CSSProperties } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';

export function ScrollingPreview({
  titles,
  seconds,
  accent,
}: {
  titles: readonly string[];
  seconds: number;
  /** The site's primary colour: the frame only, never under text. */
  accent: string;
}) {
  const headingId = useId();
  const track = {
    '--marquee-from': '0px',
    '--marquee-to': '-100%',
    animationDuration: `${seconds}s`,
    // A quarter of the way in already, so the page never opens on an empty bar.
    animationDelay: `${-seconds / 4}s`,
  } as CSSProperties;

  return (
    <section aria-labelledby={headingId} data-testid="notice-scrolling-preview">
      <h3 id={headingId} className="mb-2 text-sm font-bold tracking-wider text-white/80 uppercase">
        {m.pages_scrollingPreview}
      </h3>
      <div
        role="marquee"
        aria-label={m.pages_latestNotices}
        tabIndex={0}
        className="marquee overflow-hidden rounded-xl border-2 bg-night-800 py-3 shadow-lg"
        style={{ borderColor: accent }}
      >
        <span className="marquee-track px-4 text-base font-semibold motion-safe:pl-[100%]" style={track}>
          {titles.map((title, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <span aria-hidden="true" className="mx-6 text-brand-300 motion-reduce:hidden">
                  ◆
                </span>
              )}
              <span className="motion-reduce:block">{title}</span>
            </Fragment>
          ))}
        </span>
      </div>
    </section>
  );
}
