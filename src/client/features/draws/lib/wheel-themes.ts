// The wheel's three looks as data: colours of the slots, rim, pointer, hub, lights and celebration, per
// wheel. Only colours live here (they are in /spin's first load, a few hundred bytes); a look's drawn
// decoration (the neon glow, the festive pattern) is in ../components/wheel-decor.tsx, loaded only when a
// wheel wears that look (docs/decisions/0061-wheel-themes-rendering.md).
import { textOn } from '#shared/contrast';
import type { PrizeType } from '#shared/prizes';
import type { WheelTheme } from '#shared/wheel-themes';

export interface WheelLook {
  /** Six slot colours, slot 1 first; null: the server's colours as they come (classic). */
  slots: readonly string[] | null;
  /** The names' colours on those slots; null: white or dark, whichever reads better (textOn). */
  slotText: readonly string[] | null;
  /** The outer rim, the ring inside it and the lines between the slots. */
  rim: string;
  rimInner: string;
  edge: string;
  pointer: string;
  pointerStroke: string;
  hub: string;
  hubCentre: string;
  /** The rim's lights and their halo ('' for none). */
  bulb: string;
  bulbGlow: string;
  /** A lightning bolt on the hub: the super wheel's mark where its colours alone do not say it. */
  bolt: string | null;
  celebration: {
    /** The full-screen layer behind the win (a CSS background). */
    background: string;
    /** The prize's colour on that background. */
    accent: string;
    /** The confetti's colours. */
    confetti: readonly string[];
  };
}

const NIGHT = '#1e1036';

export const WHEEL_LOOKS: Record<WheelTheme, Record<PrizeType, WheelLook>> = {
  classic: {
    normal: {
      slots: null,
      slotText: null,
      rim: '#F5A800',
      rimInner: NIGHT,
      edge: NIGHT,
      pointer: '#F5A800',
      pointerStroke: NIGHT,
      hub: '#F5A800',
      hubCentre: NIGHT,
      bulb: '#FFF7D6',
      bulbGlow: '',
      bolt: null,
      celebration: {
        background: 'radial-gradient(circle at 50% 30%, #4c1d95 0%, #2a1650 45%, #140a26 100%)',
        accent: '#FFD25C',
        confetti: ['#FFC21F', '#F5A800', '#E11D48', '#9333EA', '#FFF7D6'],
      },
    },
    super: {
      slots: null,
      slotText: null,
      rim: '#38BDF8',
      rimInner: NIGHT,
      edge: NIGHT,
      pointer: '#38BDF8',
      pointerStroke: NIGHT,
      hub: '#38BDF8',
      hubCentre: NIGHT,
      bulb: '#FFF7D6',
      bulbGlow: '',
      bolt: null,
      celebration: {
        background: 'radial-gradient(circle at 50% 30%, #1e3a8a 0%, #2a1650 50%, #140a26 100%)',
        accent: '#7DD3FC',
        confetti: ['#38BDF8', '#A78BFA', '#FACC15', '#E0F2FE'],
      },
    },
  },
  neon: {
    normal: {
      slots: ['#0B0F2A', '#1A0A2E', '#0B0F2A', '#1A0A2E', '#0B0F2A', '#1A0A2E'],
      slotText: ['#67E8F9', '#F9A8D4', '#BEF264', '#FDE047', '#67E8F9', '#F9A8D4'],
      rim: '#05050F',
      rimInner: '#F0ABFC',
      edge: '#22D3EE',
      pointer: '#F472B6',
      pointerStroke: '#FDF4FF',
      hub: '#05050F',
      hubCentre: '#22D3EE',
      bulb: '#F0ABFC',
      bulbGlow: '#E879F9',
      bolt: null,
      celebration: {
        background: 'radial-gradient(circle at 50% 30%, #3b0764 0%, #0b0f2a 55%, #05050f 100%)',
        accent: '#F0ABFC',
        confetti: ['#22D3EE', '#F472B6', '#A3E635', '#FDE047'],
      },
    },
    super: {
      slots: ['#050B24', '#120A33', '#050B24', '#120A33', '#050B24', '#120A33'],
      slotText: ['#7DD3FC', '#C4B5FD', '#FDE047', '#7DD3FC', '#C4B5FD', '#FDE047'],
      rim: '#03030C',
      rimInner: '#38BDF8',
      edge: '#818CF8',
      pointer: '#38BDF8',
      pointerStroke: '#E0F2FE',
      hub: '#03030C',
      hubCentre: '#38BDF8',
      bulb: '#7DD3FC',
      bulbGlow: '#38BDF8',
      bolt: '#FDE047',
      celebration: {
        background: 'radial-gradient(circle at 50% 30%, #1e1b4b 0%, #050b24 55%, #03030c 100%)',
        accent: '#7DD3FC',
        confetti: ['#38BDF8', '#818CF8', '#FDE047', '#E0F2FE'],
      },
    },
  },
  festive: {
    normal: {
      slotText: null,
      slots: ['#B91C1C', '#FACC15', '#7F1D1D', '#F59E0B', '#DC2626', '#FDE68A'],
      rim: '#D4A017',
      rimInner: '#7F1D1D',
      edge: '#FDE68A',
      pointer: '#DC2626',
      pointerStroke: '#FDE68A',
      hub: '#D4A017',
      hubCentre: '#7F1D1D',
      bulb: '#FEF3C7',
      bulbGlow: '#FBBF24',
      bolt: null,
      celebration: {
        background: 'radial-gradient(circle at 50% 30%, #b91c1c 0%, #7f1d1d 50%, #450a0a 100%)',
        accent: '#FDE68A',
        confetti: ['#FACC15', '#F59E0B', '#FEF3C7', '#DC2626'],
      },
    },
    super: {
      slotText: null,
      slots: ['#991B1B', '#FACC15', '#1E3A8A', '#F59E0B', '#B91C1C', '#FDE68A'],
      rim: '#D4A017',
      rimInner: '#1E3A8A',
      edge: '#FDE68A',
      pointer: '#1D4ED8',
      pointerStroke: '#FDE68A',
      hub: '#D4A017',
      hubCentre: '#1E3A8A',
      bulb: '#E0F2FE',
      bulbGlow: '#38BDF8',
      bolt: '#38BDF8',
      celebration: {
        background: 'radial-gradient(circle at 50% 30%, #b91c1c 0%, #1e3a8a 60%, #172554 100%)',
        accent: '#FDE68A',
        confetti: ['#FACC15', '#38BDF8', '#FEF3C7', '#DC2626'],
      },
    },
  },
};

/**
 * A slot's colour and its name's colour in a look: the look's own palette, or classic's colours as the
 * server sends them (the same ones the wheel has always had).
 */
export function slotPaint(
  look: WheelLook,
  slot: { color: string; textColor: string },
  index: number,
): { fill: string; text: string } {
  const fill = look.slots?.[index];
  if (!fill) return { fill: slot.color, text: slot.textColor };
  return { fill, text: look.slotText?.[index] ?? textOn(fill) };
}

/** A wheel's look in a theme. */
export const wheelLook = (theme: WheelTheme, type: PrizeType): WheelLook => WHEEL_LOOKS[theme][type];
