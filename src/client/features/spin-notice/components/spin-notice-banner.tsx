// The scrolling notice on /promo and /spin: right to left at a constant speed whatever the text's length,
// paused on hover or focus, still and wrapped under prefers-reduced-motion. The text is rendered as text.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import * as m from '#messages';
import { textIn } from '#shared/i18n/content';
import { useSpinNotice } from '#client/api/spin-notice';

/** Pixels per second: long notices take longer, they do not scroll faster. */
const SPEED_PX_PER_S = 70;

export function SpinNoticeBanner() {
  const notice = useSpinNotice();
  const frame = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLSpanElement>(null);
  const [widths, setWidths] = useState<{ frame: number; text: number } | null>(null);
  const settings = notice.data?.settings;
  // In the page's language, else the default's (docs/decisions/0017).
  const text = notice.data
    ? textIn(notice.data.settings, 'spinNoticeText', m.LOCALE, notice.data.language).trim()
    : '';
  const visible = Boolean(settings?.showSpinNotice && text);

  useLayoutEffect(() => {
    if (!visible || !frame.current || !track.current) return;
    const f = frame.current;
    const t = track.current;
    const measure = () => setWidths({ frame: f.clientWidth, text: t.scrollWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(f);
    observer.observe(t);
    return () => observer.disconnect();
  }, [visible, text]);

  if (!visible || !settings) return null;
  const { spinNoticeColor, spinNoticeBg } = settings;
  const distance = widths ? widths.frame + widths.text : 0;
  const style = {
    '--marquee-from': `${widths?.frame ?? 0}px`,
    '--marquee-to': `${-(widths?.text ?? 0)}px`,
    animationDuration: `${Math.max(4, distance / SPEED_PX_PER_S)}s`,
    // Start with the text already a third of the way in, so a page never opens on an empty bar.
    animationDelay: `${-((widths?.frame ?? 0) / 3 / SPEED_PX_PER_S)}s`,
  } as CSSProperties;

  return (
    <div
      ref={frame}
      role="marquee"
      aria-label={m.spinNotice_label}
      tabIndex={0}
      data-testid="spin-notice"
      className="marquee mb-4 w-full max-w-3xl overflow-hidden rounded-xl border border-white/10 py-2.5 shadow-lg"
      style={{ color: spinNoticeColor, backgroundColor: spinNoticeBg }}
    >
      <span
        ref={track}
        className="marquee-track px-4 text-base font-semibold"
        style={widths ? style : undefined}
      >
        {text}
      </span>
    </div>
  );
}
