// The Spinning Wheel Notice settings. The form follows the server (and pushes from other admins) until
// the admin edits it; then it keeps the edits until they are saved.
import { useState } from 'react';
import {
  DEFAULT_SPIN_NOTICE,
  HEX_COLOR,
  SPIN_NOTICE_TEXT_MAX,
  type SpinNoticeSettings,
} from '../../../../shared/spin-notice';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { inputClass, labelClass } from '../../../components/ui/field-classes';
import { toast } from '../../../components/ui/use-toast';
import { useSaveSpinNotice, useSpinNoticeSettings } from '../api/spin-notice';
import { sixDigitHex } from '../hex';

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const valid = HEX_COLOR.test(value);
  return (
    <div>
      <span className={labelClass}>{label}</span>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={label}
          value={valid ? sixDigitHex(value) : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-1"
        />
        <input
          aria-label={`${label} hex`}
          aria-invalid={!valid || undefined}
          value={value}
          maxLength={7}
          onChange={(e) => onChange(e.target.value.trim())}
          className={`${inputClass} font-mono ${valid ? '' : 'border-red-500'}`}
        />
      </div>
    </div>
  );
}

export function SpinNoticeForm() {
  const notice = useSpinNoticeSettings();
  const save = useSaveSpinNotice();
  const [draft, setDraft] = useState<SpinNoticeSettings | null>(null);
  const form = draft ?? notice.data ?? DEFAULT_SPIN_NOTICE;
  const edit = (patch: Partial<SpinNoticeSettings>) => setDraft({ ...form, ...patch });

  const submit = () => {
    if (!HEX_COLOR.test(form.spinNoticeColor) || !HEX_COLOR.test(form.spinNoticeBg)) {
      toast({ title: 'Error', description: 'Colours must be hex like #FF6B35', variant: 'destructive' });
      return;
    }
    save.mutate(form, {
      onSuccess: () => {
        setDraft(null);
        toast({ title: 'Saved', description: 'Spinning notice settings saved' });
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to save spinning notice settings',
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card title="Spinning Wheel Notice">
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex items-center justify-between gap-3">
          <span id="show-notice-label" className="text-sm font-medium text-slate-700">
            Show the notice on the promo and spin pages
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={form.showSpinNotice}
            aria-label="Show spinning notice"
            onClick={() => edit({ showSpinNotice: !form.showSpinNotice })}
            className={`relative h-7 w-12 shrink-0 rounded-full transition-colors ${
              form.showSpinNotice ? 'bg-emerald-500' : 'bg-slate-300'
            }`}
          >
            <span
              className={`absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform ${
                form.showSpinNotice ? 'translate-x-5' : ''
              }`}
            />
          </button>
        </div>
        <div>
          <label htmlFor="spin-notice-text" className={labelClass}>
            Notice text
          </label>
          <textarea
            id="spin-notice-text"
            rows={3}
            maxLength={SPIN_NOTICE_TEXT_MAX}
            value={form.spinNoticeText}
            onChange={(e) => edit({ spinNoticeText: e.target.value })}
            placeholder="🎉 Welcome! Spin to win today's prizes"
            className={inputClass}
          />
          <p className="mt-1 text-right text-xs text-slate-500">
            {form.spinNoticeText.length}/{SPIN_NOTICE_TEXT_MAX}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColourField
            label="Text colour"
            value={form.spinNoticeColor}
            onChange={(v) => edit({ spinNoticeColor: v })}
          />
          <ColourField
            label="Background colour"
            value={form.spinNoticeBg}
            onChange={(v) => edit({ spinNoticeBg: v })}
          />
        </div>
        <div
          aria-label="Notice preview"
          className="overflow-hidden rounded-lg px-4 py-2.5 text-sm font-semibold whitespace-nowrap"
          style={{
            color: HEX_COLOR.test(form.spinNoticeColor) ? form.spinNoticeColor : undefined,
            backgroundColor: HEX_COLOR.test(form.spinNoticeBg) ? form.spinNoticeBg : undefined,
          }}
        >
          {form.spinNoticeText || 'Preview of the notice'}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Spinning Notice Settings'}
        </Button>
      </form>
    </Card>
  );
}
