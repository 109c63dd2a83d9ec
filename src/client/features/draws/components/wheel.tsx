// The six-slot wheel as SVG in one of its looks (../lib/wheel-themes.ts). Spinning is a CSS transform
// transition on one element, and the rim's lights and the pointer's ticks are opacity and transform
// animations of their own elements, so the browser runs all of it on the compositor: no layout, paint or
// React work per frame (docs/decisions/0061-wheel-themes-rendering.md).
import { lazy, Suspense, type CSSProperties, type Ref } from 'react';
import * as m from '#messages';
import type { PrizeSlot } from '#shared/api/prizes';
import { phoneVariantOf } from '#shared/image-variants';
import type { WheelTheme } from '#shared/wheel-themes';
import { SLOT_ANGLE } from '#shared/wheel';
import { useId } from '#client/lib/use-id';
import { SPIN_EASING } from '../lib/spin-easing';
import { slotPaint, wheelLook } from '../lib/wheel-themes';

/** What the wheel draws of a slot (its value is the operator's, not drawn); no picture when ''. */
export type WheelSlotView = Pick<PrizeSlot, 'id' | 'name' | 'color' | 'textColor' | 'imageUrl'>;

export interface WheelProps {
  slots: WheelSlotView[];
  /** Absolute rotation in degrees (clockwise). */
  rotation: number;
  /** Transition length in ms; 0 jumps (e.g. freezing after a failed call). */
  durationMs: number;
  super?: boolean;
  /** The look; classic when absent. */
  theme?: WheelTheme;
  /** The wheel is turning: the rim's lights chase faster. */
  spinning?: boolean;
  /** The rotating element, to read where it is when a spin must stop early. */
  rotorRef?: Ref<HTMLDivElement>;
  /** The pointer's turning element, which ticks as slot edges pass it (../lib/pointer-ticks.ts). */
  pointerRef?: Ref<HTMLDivElement>;
}

const R = 150;
const C = 160;
/** The rim's lights: one at each slot edge and one at each slot's middle. */
const BULBS = 12;
/** A slot's picture: a circle this big, this far from the centre, above the name. */
const PICTURE_R = 23;
const PICTURE_AT = R * 0.7;

function point(angleDeg: number, radius: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(a), C + radius * Math.sin(a)];
}

function slicePath(start: number, end: number): string {
  const [x1, y1] = point(start, R);
  const [x2, y2] = point(end, R);
  return `M ${C} ${C} L ${x1} ${y1} A ${R} ${R} 0 0 1 ${x2} ${y2} Z`;
}

/** Splits long names over two lines so they fit in a 60° slice. */
function labelLines(name: string): string[] {
  if (name.length <= 8) return [name];
  const words = name.split(' ');
  if (words.length > 1) {
    const half = Math.ceil(words.length / 2);
    return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
  }
  return [name.slice(0, Math.ceil(name.length / 2)), name.slice(Math.ceil(name.length / 2))];
}

/** The neon and festive drawings, fetched the first time a wheel wears one of those looks. */
const WheelDecor = lazy(() => import('./wheel-decor').then(({ WheelDecor }) => ({ default: WheelDecor })));

export function Wheel({
  slots,
  rotation,
  durationMs,
  super: isSuper = false,
  theme = 'classic',
  spinning = false,
  rotorRef,
  pointerRef,
}: WheelProps) {
  const ids = useId();
  const look = wheelLook(theme, isSuper ? 'super' : 'normal');
  const style: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transition: durationMs > 0 ? `transform ${durationMs}ms ${SPIN_EASING}` : 'none',
    willChange: 'transform',
  };
  return (
    // Clipped sideways: the turning rotor is a square, and at 45° its corners would widen the page past a
    // phone's screen (the drawn wheel is the circle inside it, which never leaves this box).
    // On a short screen (a phone on its side) the wheel takes its size from the height left under the
    // header (4rem) and the page's top padding (2rem), so its bottom is on screen too.
    <div
      data-testid="wheel-frame"
      data-theme={theme}
      data-spinning={spinning || undefined}
      className="wheel-frame relative mx-auto aspect-square w-full max-w-[min(88vw,420px)] overflow-x-clip short:w-[calc(100dvh-7rem)]"
    >
      {/* The pointer stays at 12 o'clock; its inner element turns a little as each slot edge passes. */}
      {/* The view box starts above 0: the head's arc rises to y = -6, and its stroke half a width more. The
          tip (y = 46) stays 40 px below the frame's top, and the ticks turn about the head's dot. */}
      <div className="absolute top-[-14px] left-1/2 z-10 h-14 w-10 -translate-x-1/2">
        <div ref={pointerRef} data-testid="wheel-pointer-tick" className="h-full w-full origin-[50%_39%]">
          <svg
            data-testid="wheel-pointer"
            viewBox="0 -8 40 56"
            className="h-full w-full drop-shadow-lg"
            aria-hidden="true"
          >
            <path
              d="M20 46 L4 10 A16 16 0 1 1 36 10 Z"
              fill={look.pointer}
              stroke={look.pointerStroke}
              strokeWidth="3"
            />
            <circle cx="20" cy="14" r="5" fill={look.pointerStroke} />
          </svg>
        </div>
      </div>
      <div
        ref={rotorRef}
        data-testid="wheel"
        data-rotation={rotation}
        style={style}
        // Nothing on the wheel is tapped, and turned, the square rotor's see-through corners reach over
        // what is below it (the Try Again button after a failed spin): taps go through to it.
        className="pointer-events-none h-full w-full"
      >
        <svg viewBox="0 0 320 320" className="h-full w-full" role="img" aria-label={m.draws_wheelLabel}>
          <circle cx={C} cy={C} r={R + 8} fill={look.rim} />
          <circle cx={C} cy={C} r={R + 3} fill={look.rimInner} />
          {slots.map((slot, i) => {
            const start = i * SLOT_ANGLE;
            const mid = start + SLOT_ANGLE / 2;
            const lines = labelLines(slot.name);
            const paint = slotPaint(look, slot, i);
            const picture = slot.imageUrl ? (phoneVariantOf(slot.imageUrl) ?? slot.imageUrl) : '';
            const clip = `${ids}-slot-${i}`;
            // With a picture the name moves nearer the hub, under it, in a smaller size.
            const textAt = picture ? R * 0.42 : R * 0.62;
            const lineHeight = picture ? 13 : 17;
            return (
              <g key={slot.id} data-slot={slot.id}>
                <path
                  d={slicePath(start, start + SLOT_ANGLE)}
                  fill={paint.fill}
                  stroke={look.edge}
                  strokeWidth="2"
                />
                <g transform={`rotate(${mid} ${C} ${C})`}>
                  {picture && (
                    <g data-testid="wheel-slot-picture">
                      <clipPath id={clip}>
                        <circle cx={C} cy={C - PICTURE_AT} r={PICTURE_R} />
                      </clipPath>
                      <image
                        href={picture}
                        x={C - PICTURE_R}
                        y={C - PICTURE_AT - PICTURE_R}
                        width={PICTURE_R * 2}
                        height={PICTURE_R * 2}
                        preserveAspectRatio="xMidYMid slice"
                        clipPath={`url(#${clip})`}
                      />
                      <circle
                        cx={C}
                        cy={C - PICTURE_AT}
                        r={PICTURE_R}
                        fill="none"
                        stroke={paint.text}
                        strokeWidth="1.5"
                      />
                    </g>
                  )}
                  {lines.map((line, j) => (
                    <text
                      key={j}
                      x={C}
                      y={C - textAt + j * lineHeight - ((lines.length - 1) * lineHeight) / 2}
                      textAnchor="middle"
                      dominantBaseline="middle"
                      fill={paint.text}
                      // Beside a picture, an outline of the slot's own colour keeps the name on its
                      // 4.5:1 background wherever the two touch.
                      {...(picture
                        ? {
                            stroke: paint.fill,
                            strokeWidth: 3,
                            paintOrder: 'stroke',
                            strokeLinejoin: 'round',
                          }
                        : {})}
                      fontSize={picture ? (lines.length > 1 ? 11 : 13) : lines.length > 1 ? 14 : 16}
                      fontWeight="800"
                    >
                      {line}
                    </text>
                  ))}
                </g>
              </g>
            );
          })}
          {theme !== 'classic' && (
            <Suspense fallback={null}>
              <WheelDecor theme={theme} look={look} c={C} r={R} />
            </Suspense>
          )}
          <circle cx={C} cy={C} r="26" fill={look.hub} stroke={look.hubCentre} strokeWidth="4" />
          <circle cx={C} cy={C} r="10" fill={look.hubCentre} />
          {look.bolt && (
            <path
              data-testid="wheel-bolt"
              d={`M ${C + 3} ${C - 19} L ${C - 9} ${C + 3} L ${C - 1} ${C + 3} L ${C - 4} ${C + 19} L ${C + 9} ${C - 4} L ${C + 1} ${C - 4} Z`}
              fill={look.bolt}
              stroke={look.hubCentre}
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </div>
      {/*
        The rim's lights stand still around the turning wheel, each its own element fading in turn (an
        opacity animation, on the compositor); styles.css sets their pace, and stops them for reduced motion.
      */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        {Array.from({ length: BULBS }, (_, i) => {
          const [x, y] = point((i * 360) / BULBS, R + 5);
          const bulb: CSSProperties & Record<'--i', number> = {
            left: `${(x / 320) * 100}%`,
            top: `${(y / 320) * 100}%`,
            background: look.bulb,
            boxShadow: look.bulbGlow ? `0 0 6px 2px ${look.bulbGlow}` : undefined,
            '--i': i,
          };
          return <span key={i} className="wheel-bulb" style={bulb} />;
        })}
      </div>
    </div>
  );
}
