// The six-slot wheel as SVG. Spinning is a CSS transform transition on one element, so the browser runs
// it on the compositor: no layout or React work per frame.
import type { CSSProperties, Ref } from 'react';
import * as m from '#messages';
import type { PrizeSlot } from '#shared/api/prizes';
import { SLOT_ANGLE } from '#shared/wheel';

export interface WheelProps {
  /** The wheel draws names and colours (a slot's value is the operator's, not drawn). */
  slots: Omit<PrizeSlot, 'value'>[];
  /** Absolute rotation in degrees (clockwise). */
  rotation: number;
  /** Transition length in ms; 0 jumps (e.g. freezing after a failed call). */
  durationMs: number;
  super?: boolean;
  /** The rotating element, to read where it is when a spin must stop early. */
  rotorRef?: Ref<HTMLDivElement>;
}

const R = 150;
const C = 160;

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

export function Wheel({ slots, rotation, durationMs, super: isSuper = false, rotorRef }: WheelProps) {
  const style: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.215, 0.61, 0.355, 1)` : 'none',
    willChange: 'transform',
  };
  const rim = isSuper ? '#38BDF8' : '#F5A800';
  return (
    // Clipped sideways: the turning rotor is a square, and at 45° its corners would widen the page past a
    // phone's screen (the drawn wheel is the circle inside it, which never leaves this box).
    // On a short screen (a phone on its side) the wheel takes its size from the height left under the
    // header (4rem) and the page's top padding (2rem), so its bottom is on screen too.
    <div className="relative mx-auto aspect-square w-full max-w-[min(88vw,420px)] overflow-x-clip short:w-[calc(100dvh-7rem)]">
      {/* The pointer stays still at 12 o'clock. */}
      <svg
        data-testid="wheel-pointer"
        viewBox="0 0 40 48"
        className="absolute top-[-6px] left-1/2 z-10 h-12 w-10 -translate-x-1/2 drop-shadow-lg"
        aria-hidden="true"
      >
        <path d="M20 46 L4 10 A16 16 0 1 1 36 10 Z" fill={rim} stroke="#1e1036" strokeWidth="3" />
        <circle cx="20" cy="14" r="5" fill="#1e1036" />
      </svg>
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
          <circle cx={C} cy={C} r={R + 8} fill={rim} />
          <circle cx={C} cy={C} r={R + 3} fill="#1e1036" />
          {slots.map((slot, i) => {
            const start = i * SLOT_ANGLE;
            const mid = start + SLOT_ANGLE / 2;
            const lines = labelLines(slot.name);
            return (
              <g key={slot.id} data-slot={slot.id}>
                <path
                  d={slicePath(start, start + SLOT_ANGLE)}
                  fill={slot.color}
                  stroke="#1e1036"
                  strokeWidth="2"
                />
                <g transform={`rotate(${mid} ${C} ${C})`}>
                  {lines.map((line, j) => (
                    <text
                      key={j}
                      x={C}
                      y={C - R * 0.62 + j * 17 - ((lines.length - 1) * 17) / 2}
                      textAnchor="middle"
                      dominantBaseline="middle"
                      fill={slot.textColor}
                      fontSize={lines.length > 1 ? 14 : 16}
                      fontWeight="800"
                    >
                      {line}
                    </text>
                  ))}
                </g>
              </g>
            );
          })}
          {Array.from({ length: 12 }, (_, i) => {
            const [x, y] = point(i * 30, R + 5);
            return <circle key={i} cx={x} cy={y} r="3" fill="#FFF7D6" />;
          })}
          <circle cx={C} cy={C} r="26" fill={rim} stroke="#1e1036" strokeWidth="4" />
          <circle cx={C} cy={C} r="10" fill="#1e1036" />
        </svg>
      </div>
    </div>
  );
}
