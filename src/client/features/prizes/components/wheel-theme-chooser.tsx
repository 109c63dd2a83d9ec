// A wheel's theme on the Prizes tab: the three looks as one radio group, with the wheel drawn small beside
// them in the look chosen, before it is saved (docs/decisions/0060-wheel-themes-and-slot-pictures.md).
import { useState, type ComponentType } from 'react';
import * as m from '#messages';
import type { PrizeSlot } from '#shared/api/prizes';
import type { PrizeType } from '#shared/prizes';
import { WHEEL_THEMES, type WheelTheme } from '#shared/wheel-themes';
import { Button } from '#client/components/ui/button.tsx';

const THEME_NAMES: Record<WheelTheme, string> = {
  classic: m.admin_themeClassic,
  neon: m.admin_themeNeon,
  festive: m.admin_themeFestive,
};

/**
 * The visitor's wheel, handed in by the dashboard (a feature does not import another's): the draws
 * feature's Wheel, loaded with the tab.
 */
export type PreviewWheel = ComponentType<{
  slots: Omit<PrizeSlot, 'value'>[];
  rotation: number;
  durationMs: number;
  super?: boolean;
  theme?: WheelTheme;
}>;

export function WheelThemeChooser({
  Wheel,
  type,
  slots,
  saved,
  busy,
  onSave,
}: {
  Wheel: PreviewWheel;
  type: PrizeType;
  slots: readonly PrizeSlot[];
  /** The wheel's theme as stored. */
  saved: WheelTheme;
  busy: boolean;
  onSave: (theme: WheelTheme) => void;
}) {
  // The parent keys this by wheel: another wheel starts from its own stored theme.
  const [chosen, setChosen] = useState<WheelTheme | null>(null);
  const theme = chosen ?? saved;
  return (
    <div className="mt-6 flex flex-wrap items-start gap-4 border-t border-slate-100 pt-4">
      <fieldset className="min-w-0 flex-[1_1_14rem]">
        <legend className="text-sm font-semibold text-slate-900">{m.admin_wheelTheme}</legend>
        <div className="mt-2 grid gap-2">
          {WHEEL_THEMES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 has-checked:border-purple-700 has-checked:bg-purple-50"
            >
              <input
                type="radio"
                name={`wheel-theme-${type}`}
                value={option}
                checked={theme === option}
                onChange={() => setChosen(option)}
                className="h-4 w-4 shrink-0 accent-purple-700"
              />
              <span>{THEME_NAMES[option]}</span>
            </label>
          ))}
        </div>
        <Button className="mt-3" disabled={busy || theme === saved} onClick={() => onSave(theme)}>
          {busy ? m.admin_saving : m.admin_saveTheme}
        </Button>
      </fieldset>
      {/* The theme chosen, drawn before it is saved; the preview does not turn. */}
      <figure data-theme={theme} data-testid="theme-preview" className="mx-auto w-40 shrink-0 sm:w-44">
        <Wheel slots={[...slots]} rotation={0} durationMs={0} super={type === 'super'} theme={theme} />
        <figcaption className="sr-only">{m.admin_themePreview}</figcaption>
      </figure>
    </div>
  );
}
