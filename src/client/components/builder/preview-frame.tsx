// The builder's preview: the public page itself, in a frame that loads the admin's draft instead of the
// published document (?preview=draft), at a phone's width (390 px, so the page lays itself out as on a
// phone) or a desktop's (1280 px), drawn smaller where the dashboard is narrower than that.
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';

type Width = 'phone' | 'desktop';

const HEIGHT = 720;

const WIDTHS: { value: Width; label: string; px: number }[] = [
  { value: 'phone', label: m.builder_widthPhone, px: 390 },
  { value: 'desktop', label: m.builder_widthDesktop, px: 1280 },
];

export function PreviewFrame({
  path,
  revision,
  saving,
}: {
  /** '/home' */
  path: string;
  /** The draft's server revision: the frame reloads when it moves. */
  revision: number;
  /** Edits are still on their way: the frame shows the draft as the server holds it. */
  saving: boolean;
}) {
  const [width, setWidth] = useState<Width>('phone');
  const px = WIDTHS.find((w) => w.value === width)?.px ?? 390;
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // The box's width inside its padding.
    const measure = () => setRoom(element.clientWidth - 16);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = room === null ? 1 : Math.min(1, room / px);
  return (
    <section aria-label={m.builder_preview} className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto text-sm text-slate-600">
          {saving ? m.builder_previewSaving : m.builder_previewText({ path })}
        </p>
        <SegmentedControl label={m.builder_previewWidth} options={WIDTHS} value={width} onChange={setWidth} />
      </div>
      {/* The frame keeps its width (the page inside lays itself out by it) and is drawn smaller when the
          box is narrower, so the dashboard never scrolls sideways. */}
      <div ref={box} className="min-w-0 overflow-hidden rounded-xl border border-slate-300 bg-slate-100 p-2">
        <div className="mx-auto" style={{ width: px * scale, height: HEIGHT * scale }}>
          <iframe
            key={revision}
            title={m.builder_previewFrame({ path })}
            src={`${path}?preview=draft`}
            style={{ width: px, height: HEIGHT, transform: `scale(${scale})`, transformOrigin: '0 0' }}
            className="block max-w-none rounded-lg bg-night-900 shadow"
          />
        </div>
      </div>
    </section>
  );
}
