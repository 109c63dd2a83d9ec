// The wheel's frames on a cheap phone: in Debian's Chromium at 390×844 (a phone's screen, 3 device pixels
// to the CSS pixel, touch) with the page's main thread slowed 4× (DevTools' CPU throttling, through the
// DevTools protocol), a visitor's code is entered on /promo and its wheel spun on /spin; from the tap on
// the spin button until the result's dialog is on screen, Chromium's own frame records say how many new
// pictures were drawn and how long each stayed on screen. Each theme, on the normal and the super wheel,
// three spins each (a fresh code, a fresh tab), the three counted together.
//
// How a frame is counted. A recorder of requestAnimationFrame times would count the main thread's frames,
// not the screen's: the spin is a transform on the compositor and keeps turning while the main thread is
// busy, and a rAF loop would itself add main-thread work each frame. So the figures come from the trace
// Chromium writes for DevTools' Frames track (category disabled-by-default-devtools.timeline.frame): one
// PipelineReporter per display refresh (vsync, 16.7 ms at 60 Hz) of the page's renderer, saying whether a
// new picture was presented then (in full or in part), was wanted but not ready (dropped), or was not
// needed (nothing on the page changed). A frame is a presented picture; it stays on screen one refresh,
// plus one for each dropped refresh after it, so a frame over 16.7 ms is one followed by at least one
// dropped refresh. Refreshes with nothing to change (the wheel at rest before the dialog opens) are
// not frames and lengthen none. The picture already on screen when the button is tapped counts as a frame
// too when refreshes are dropped before the first new one: that is the wait between the tap and the wheel
// starting to turn.
//
// What the 4× slows: DevTools' throttling slows the renderer's main thread (script, style, layout,
// paint, commit) only; the compositor and raster threads run at this machine's speed, as a phone's GPU
// would take that work. Chromium runs without a GPU here (software compositing), which is more work, not
// less.
//
// The themes: set with POST /api/prizes { type, names, theme } before each wheel's spins. A server that
// refuses `theme` (a build before the themes) is measured in its one look, 'classic', and says so.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { adminCookie, newPromoCode, setWheelTheme, startBuiltServer, WHEEL_THEMES } from './bench-server.mjs';
import { recordSummary } from './bench-summary.mjs';

const WHEELS = ['normal', 'super'];
const SPINS = Number(process.env.BENCH_FRAME_SPINS ?? 3);
/** BENCH_FRAME_TRACES=DIR keeps each spin's trace there, to open in DevTools' Performance panel. */
const TRACES = process.env.BENCH_FRAME_TRACES;
const CPU_SLOWDOWN = 4;
const TARGET_PERCENT = 5;
const FRAME_MS = 16.7;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

/** One spin in a fresh tab, traced from before the tap until the result has been on screen a moment. */
async function traceSpin(browser, base, code) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // As a visitor arrives: the code entered on /promo, which opens /spin in the same tab.
    await page.goto(`${base}/promo`);
    await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
    await page.getByRole('button', { name: 'Start Lucky Draw' }).click();
    await page.waitForURL('**/spin');
    const button = page.getByRole('button', { name: 'Spin the Wheel' });
    await button.waitFor();
    // Loaded and settled (history, notice, fonts), so only the spin is traced.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    // Marks in the trace: the tap, and the moment the result's dialog is in the page. The observer starts
    // at the tap, so it costs nothing before. (Run in the page: its globals through globalThis.)
    await page.evaluate(() => {
      const { document, MutationObserver } = globalThis;
      globalThis.addEventListener(
        'pointerdown',
        () => {
          console.timeStamp('ld-spin-tap');
          const seen = new MutationObserver(() => {
            if (!document.querySelector('[role="dialog"]')) return;
            console.timeStamp('ld-result-shown');
            seen.disconnect();
          });
          seen.observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await button.click();
    await page.getByRole('dialog').waitFor({ timeout: 20_000 });
    // The dialog's first pictures, and the refreshes after them, are in the trace too.
    await page.waitForTimeout(500);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

const mark = (events, message) =>
  events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);

/**
 * The frames between the tap and the result's first picture (see the header), and where the page's main
 * thread spent its time meanwhile.
 */
function framesOfSpin(events) {
  const tap = mark(events, 'ld-spin-tap');
  const shown = mark(events, 'ld-result-shown');
  if (!tap || !shown) throw new Error('the trace lacks the tap or the result');
  const { pid, tid } = tap;
  // One entry per refresh of the page's renderer: several reporters may speak for one refresh (the
  // compositor's part and the main thread's); it presented if any of them did.
  const refreshes = new Map();
  for (const e of events) {
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || e.pid !== pid) continue;
    const { state, frame_sequence: sequence } = e.args.frame_reporter;
    const r = refreshes.get(sequence) ?? { ts: e.ts, presented: false, full: false, dropped: false };
    r.ts = Math.min(r.ts, e.ts);
    if (state === 'STATE_PRESENTED_ALL' || state === 'STATE_PRESENTED_PARTIAL') r.presented = true;
    if (state === 'STATE_PRESENTED_ALL') r.full = true;
    if (state === 'STATE_DROPPED') r.dropped = true;
    refreshes.set(sequence, r);
  }
  const ordered = [...refreshes.values()]
    .map((r) => ({
      ts: r.ts,
      full: r.full,
      state: r.presented ? 'presented' : r.dropped ? 'dropped' : 'idle',
    }))
    .filter((r) => r.ts >= tap.ts)
    .sort((a, b) => a.ts - b.ts);
  const frames = [];
  /** The picture on screen: when it came, whether it was drawn in the window, refreshes it overstayed. */
  let current = { start: tap.ts, drawn: false, full: false, dropped: 0 };
  let resultFrame = false;
  for (const r of ordered) {
    if (r.state === 'dropped') {
      current ??= { start: r.ts, drawn: false, full: false, dropped: 0 };
      current.dropped++;
      continue;
    }
    if (current && (current.drawn || current.dropped > 0)) frames.push({ ...current, end: r.ts });
    current = r.state === 'presented' ? { start: r.ts, drawn: true, full: r.full, dropped: 0 } : null;
    // The window ends with the frame that first shows the result, once its own length is known.
    if (resultFrame) break;
    if (r.state === 'presented' && r.ts >= shown.ts) resultFrame = true;
  }
  if (!resultFrame) throw new Error('no frame showed the result');

  // The main thread's work in the window, by kind (slowed 4×, as the phone would do it).
  const kinds = {
    script: ['FunctionCall', 'EvaluateScript', 'v8.compile', 'V8.GC_SCAVENGER', 'MinorGC', 'MajorGC'],
    style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
    layout: ['Layout'],
    paint: ['Paint', 'PaintImage', 'Decode Image'],
    // Handing the frame to the compositor: what a main-thread animation costs each frame even unpainted.
    commit: ['PrePaint', 'Layerize', 'Commit', 'UpdateLayer'],
  };
  const last = frames.at(-1)?.end ?? shown.ts;
  const work = { busy: 0, script: 0, style: 0, layout: 0, paint: 0, commit: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== pid || e.ts < tap.ts || e.ts > last) continue;
    if (e.tid === tid && e.name === 'RunTask') work.busy += e.dur / 1000;
    for (const [kind, names] of Object.entries(kinds))
      if (e.tid === tid && names.includes(e.name)) work[kind] += e.dur / 1000;
  }
  return {
    frames: frames.map((f) => ({
      at: (f.start - tap.ts) / 1000,
      ms: (f.end - f.start) / 1000,
      long: f.dropped > 0,
      drawn: f.drawn,
      // Drawn by the compositor while the main thread's part of the picture was not ready in time.
      partial: f.drawn && !f.full,
    })),
    windowMs: (last - tap.ts) / 1000,
    work,
    refused: refusedAnimations(events, pid, tap.ts, last),
  };
}

/** Why Chromium kept an animation off the compositor: the bits of its `compositeFailed`. */
const REFUSALS = {
  [1 << 5]: 'the element cannot be composited',
  [1 << 6]: 'another animation on the element is incompatible',
  [1 << 9]: 'a property that is not CSS',
  [1 << 10]: 'a transform that cannot be accelerated on the element',
  [1 << 11]: 'a transform that depends on the box size',
  [1 << 12]: 'a filter that moves pixels',
  [1 << 13]: 'a property the compositor does not animate',
};

/**
 * The animations in the window that Chromium ran on the main thread, not the compositor (each then costs
 * style and a commit every frame), as "element: reason" with their count.
 */
function refusedAnimations(events, pid, from, to) {
  const started = new Map();
  const refused = new Map();
  const animations = events
    .filter((e) => e.name === 'Animation' && e.pid === pid)
    .sort((a, b) => a.ts - b.ts);
  for (const e of animations) {
    const id = e.id2?.local ?? e.id;
    if (e.ph === 'b') started.set(id, e.args?.data ?? {});
    const failed = e.args?.data?.compositeFailed;
    if (e.ph !== 'n' || !failed || e.ts < from || e.ts > to) continue;
    const target = started.get(id) ?? {};
    const why = Object.entries(REFUSALS)
      .filter(([bit]) => failed & Number(bit))
      .map(([, reason]) => reason);
    const key = `${target.displayName || 'an animation'} of ${target.nodeName ?? 'an element'}: ${why.join(', ') || `reason ${failed}`}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  }
  return refused;
}

function describe(spins) {
  const frames = spins.flatMap((s) => s.frames);
  const drawn = frames.filter((f) => f.drawn).length;
  const partial = frames.filter((f) => f.partial).length;
  const long = frames.filter((f) => f.long).length;
  const percent = (100 * long) / frames.length;
  const longest = Math.max(...frames.map((f) => f.ms));
  const sum = (key) => spins.reduce((total, s) => total + s.work[key], 0);
  return { drawn, partial, long, percent, longest, frames: frames.length, sum };
}

const fixed = (n, digits = 1) => n.toFixed(digits);

const server = await startBuiltServer({ DATABASE_URL: '' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const cookie = await adminCookie(server.base);
  const themed = await setWheelTheme(server.base, cookie, 'normal', 'classic');
  const themes = themed ? WHEEL_THEMES : ['classic'];
  if (!themed)
    console.log(
      'The theme API is missing (POST /api/prizes refuses `theme`): the one look there is, classic, is measured.',
    );
  console.log(
    `\nspin frames, ${CPU_SLOWDOWN}× slower CPU, 390×844 (${SPINS} spins each, from the tap to the result's first frame)`,
  );
  console.log(
    'theme    wheel    frames (partly)  over 16.7 ms  longest   main thread per spin, slowed: busy; script, style, layout, paint, commit',
  );
  let n = 0;
  for (const theme of themes) {
    for (const wheel of WHEELS) {
      if (themed) await setWheelTheme(server.base, cookie, wheel, theme);
      const spins = [];
      for (let i = 0; i < SPINS; i++) {
        const events = await traceSpin(
          browser,
          server.base,
          await newPromoCode(server.base, cookie, {
            customerName: `bench-frames-${n}`,
            prizeType: wheel,
            prizeId: (n++ % 6) + 1,
          }),
        );
        if (TRACES) {
          mkdirSync(TRACES, { recursive: true });
          writeFileSync(
            path.join(TRACES, `${theme}-${wheel}-${i + 1}.json`),
            JSON.stringify({ traceEvents: events }),
          );
        }
        spins.push(framesOfSpin(events));
      }
      const d = describe(spins);
      const per = (ms) => `${fixed(ms / SPINS, 0)} ms`;
      console.log(
        [
          theme.padEnd(8),
          wheel.padEnd(6),
          `${d.drawn} (${d.partial})`.padStart(15),
          `${d.long} (${fixed(d.percent)}%)`.padStart(13),
          `${fixed(d.longest, 0)} ms`.padStart(8),
          `  ${per(d.sum('busy'))}; ${['script', 'style', 'layout', 'paint', 'commit'].map((k) => per(d.sum(k))).join(', ')}`,
        ].join(' '),
      );
      for (const [i, s] of spins.entries())
        console.log(
          `    spin ${i + 1}: ${fixed(s.windowMs, 0)} ms, frame lengths over 16.7 ms: ${
            s.frames
              .filter((f) => f.long)
              .map((f) => `${fixed(f.ms, 0)} (at ${fixed(f.at, 0)})`)
              .join(', ') || 'none'
          }`,
        );
      const refused = new Map();
      for (const spin of spins)
        for (const [key, count] of spin.refused) refused.set(key, (refused.get(key) ?? 0) + count);
      for (const [key, count] of refused)
        console.log(`    kept off the compositor, ${fixed(count / SPINS, 0)} a spin: ${key}`);
      recordSummary([
        {
          measure: `spin frames, ${theme} ${wheel}, ${CPU_SLOWDOWN}× slower CPU, 390×844 (${SPINS} spin${SPINS === 1 ? '' : 's'})`,
          value: `${d.drawn} frames (${d.partial} in part), ${fixed(d.percent)}% over ${FRAME_MS} ms, longest ${fixed(d.longest, 0)} ms`,
          target: `≤ ${TARGET_PERCENT}% over ${FRAME_MS} ms`,
          met: d.percent <= TARGET_PERCENT,
        },
      ]);
    }
  }
  if (!themed)
    recordSummary([
      {
        measure: 'spin frames, neon and festive themes',
        value: 'not measured: POST /api/prizes refuses theme',
      },
    ]);
} finally {
  await browser.close();
  await server.stop();
}
