// What the neon and festive looks draw beyond their colours: neon's glowing edges and rim, festive's
// gold ring of lanterns. Loaded only when a wheel wears one of them (Wheel imports it on demand), so the
// classic wheel's visitors never download it (docs/decisions/0061-wheel-themes-rendering.md). Drawn once
// inside the turning element: the browser turns it with the wheel without drawing it again.
import type { WheelTheme } from '#shared/wheel-themes';
import { SLOTS, SLOT_ANGLE } from '#shared/wheel';
import { useId } from '#client/lib/use-id';
import type { WheelLook } from '../lib/wheel-themes';

interface DecorProps {
  theme: WheelTheme;
  look: WheelLook;
  /** The wheel's centre and radius in its 320-unit drawing. */
  c: number;
  r: number;
}

function at(c: number, angleDeg: number, radius: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [c + radius * Math.cos(a), c + radius * Math.sin(a)];
}

function NeonDecor({ look, c, r }: DecorProps) {
  const glow = useId();
  return (
    <g data-decor="neon" pointerEvents="none">
      <defs>
        <filter id={glow} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="2.5" result="blur" />
          <feMerge>
            <feMergeNode in="blur" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      <g filter={`url(#${glow})`} fill="none" strokeLinecap="round">
        {Array.from({ length: SLOTS }, (_, i) => {
          const [x, y] = at(c, i * SLOT_ANGLE, r - 2);
          return <line key={i} x1={c} y1={c} x2={x} y2={y} stroke={look.edge} strokeWidth="2" />;
        })}
        <circle cx={c} cy={c} r={r} stroke={look.rimInner} strokeWidth="3" />
        <circle cx={c} cy={c} r={r + 9} stroke={look.edge} strokeWidth="1.5" />
        <circle cx={c} cy={c} r="27" stroke={look.rimInner} strokeWidth="2.5" />
      </g>
    </g>
  );
}

function FestiveDecor({ look, c, r }: DecorProps) {
  return (
    <g data-decor="festive" pointerEvents="none">
      {/* A double gold ring with a small lantern at each slot edge, the way red packets are bordered. */}
      <circle cx={c} cy={c} r={r + 1} fill="none" stroke={look.rim} strokeWidth="2.5" />
      <circle
        cx={c}
        cy={c}
        r={r - 5}
        fill="none"
        stroke={look.edge}
        strokeWidth="0.8"
        strokeDasharray="2 3"
      />
      {Array.from({ length: SLOTS }, (_, i) => {
        const [x, y] = at(c, i * SLOT_ANGLE, r - 14);
        return (
          <g key={i} transform={`rotate(${i * SLOT_ANGLE} ${x} ${y})`}>
            <rect x={x - 1} y={y - 11} width="2" height="4" fill={look.rim} />
            <ellipse cx={x} cy={y} rx="6" ry="7" fill="#DC2626" stroke={look.rim} strokeWidth="1.2" />
            <line x1={x} y1={y + 7} x2={x} y2={y + 11} stroke={look.rim} strokeWidth="1.2" />
          </g>
        );
      })}
      <circle cx={c} cy={c} r="31" fill="none" stroke={look.edge} strokeWidth="1.5" />
    </g>
  );
}

export function WheelDecor(props: DecorProps) {
  if (props.theme === 'neon') return <NeonDecor {...props} />;
  if (props.theme === 'festive') return <FestiveDecor {...props} />;
  return null;
}
