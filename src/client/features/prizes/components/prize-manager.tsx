// The prize manager: the six names of each wheel with their colours, edited in place (Enter saves,
// Escape cancels), in each language (the default's required, the others optional and marked where
// untranslated: docs/decisions/0017), each slot's value in RM beside its name (optional: blank is no
// value; docs/decisions/0018) and its picture (optional, uploaded here), the wheel's theme with a preview
// (docs/decisions/0060), and a reset of the names to the defaults after a confirmation.
import { useEffect, useRef, useState } from 'react';
import * as m from '#messages';
import { DEFAULT_PRIZE_NAMES, PRIZE_NAME_MAX, type PrizeType } from '#shared/prizes';
import type { Locale } from '#shared/i18n/locales';
import { saveNamesIn, useSavePrizeNames } from '#client/api/prize-names-save';
import { usePrizes } from '#client/api/prizes';
import { ownNamesIn } from '#shared/prize-names';
import { LanguageTabs, untranslatedNote } from '#client/components/ui/language-tabs.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { WheelChoice } from '#client/components/ui/wheel-choice.tsx';
import { ConfirmQuestion } from '#client/components/ui/confirm-question.tsx';
import { inputClass } from '#client/components/ui/field-classes';
import { focusFirstWrong } from '#client/components/ui/focus-first-wrong';
import { useId } from '#client/lib/use-id';
import { toast } from '#client/components/ui/use-toast';
import { money } from '#client/i18n/format';
import { MONEY_MAX_CENTS } from '#shared/input-rules';
import { parseMoneyToCents } from '#shared/money';
import { SlotPictureField } from './slot-picture-field';
import { WheelThemeChooser, type PreviewWheel } from './wheel-theme-chooser';

/** The slot editor's fields. */
type Field = 'name' | 'value';

export function PrizeManager({ Wheel }: { Wheel: PreviewWheel }) {
  const [type, setType] = useState<PrizeType>('normal');
  /**
   * The slot being edited: its name as typed (`value`), its value in RM as typed (`amount`) and its
   * picture's address (`picture`, '' for none).
   */
  const [editing, setEditing] = useState<{
    id: number;
    value: string;
    amount: string;
    picture: string;
  } | null>(null);
  /** Which of the editor's fields was refused and why, said under them. */
  const [problem, setProblem] = useState<{ field: Field; text: string } | null>(null);
  const problemId = useId();
  const [confirmReset, setConfirmReset] = useState(false);
  const [chosenLanguage, setLanguage] = useState<Locale | null>(null);
  const prizes = usePrizes();
  const save = useSavePrizeNames();
  // No stand-in list while loading or after a failed load: a save writes all six names, so editing
  // one over the defaults would silently overwrite the other five custom ones.
  const slots = prizes.data?.[type] ?? [];
  const base = prizes.data?.language ?? 'en';
  const language = chosenLanguage ?? base;
  /** This language's own names ('' where untranslated) beside what its readers see. */
  const own = ownNamesIn(slots, language, base);
  const untranslatedIn = (locale: Locale) =>
    locale !== base && ownNamesIn(slots, locale, base).some((name) => !name);
  // Keyboard users land back on the row's Edit button when its editor closes (Save, Cancel, Escape).
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (editing || refocus.current === null) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-edit="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [editing]);

  const closeEditor = () => {
    refocus.current = editing?.id ?? null;
    setEditing(null);
    setProblem(null);
  };
  /** The editor's field marked wrong, with its message under the two. */
  const marked = (field: Field) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};

  const saveNames = (body: Parameters<typeof save.mutate>[0], done: string) =>
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: m.admin_success, description: done });
        closeEditor();
        setConfirmReset(false);
      },
      onError: () =>
        toast({ title: m.admin_error, description: m.admin_prizeSaveFailed, variant: 'destructive' }),
    });

  /** The wheel's values as POST /api/prizes takes them: RM numbers, null where a slot has none. */
  const values = slots.map((slot) => (slot.value === null ? null : Number(slot.value)));

  const commit = (form: HTMLFormElement) => {
    if (!editing || !prizes.data) return;
    const refuse = (field: Field, text: string) => {
      setProblem({ field, text });
      focusFirstWrong(form);
    };
    const name = editing.value.trim();
    const typed = editing.amount.trim();
    const cents = typed === '' ? null : parseMoneyToCents(typed);
    // A number the browser could not read ("1e") reaches the form as '', which would clear the value.
    const unread = (form.elements.namedItem('amount') as HTMLInputElement | null)?.validity.badInput;
    if (unread || (typed !== '' && (cents === null || cents < 0 || cents > MONEY_MAX_CENTS))) {
      return refuse('value', m.admin_prizeValueInvalid);
    }
    const amount = cents === null ? null : cents / 100;
    const valueChanged = amount !== values[editing.id - 1];
    const { picture } = editing;
    const pictureChanged = picture !== (slots[editing.id - 1]?.imageUrl ?? '');
    // Only the default language's names are required: an emptied translation reads as the default's.
    if (!name && language === base) return refuse('name', m.admin_prizeNameEmpty);
    setProblem(null);
    if (name === own[editing.id - 1] && !valueChanged && !pictureChanged) {
      closeEditor();
      return;
    }
    const names = own.map((old, i) => (i === editing.id - 1 ? name : old));
    const shown = name || (slots[editing.id - 1]?.name ?? '');
    saveNames(
      {
        ...saveNamesIn(prizes.data, type, language, names),
        ...(valueChanged && { values: values.map((old, i) => (i === editing.id - 1 ? amount : old)) }),
        ...(pictureChanged && {
          images: slots.map((slot) => (slot.id === editing.id ? picture : slot.imageUrl)),
        }),
      },
      m.admin_prizeRenamed({ slot: editing.id, name: shown }),
    );
  };

  return (
    <Card
      title={m.admin_prizeManager}
      actions={
        <WheelChoice
          value={type}
          onChange={(value) => {
            setType(value);
            setEditing(null);
          }}
          labels={{ normal: m.admin_prizeTypeNormal, super: m.admin_prizeTypeSuper }}
        />
      }
    >
      {prizes.isPending && <p className="py-8 text-center text-sm text-slate-500">{m.admin_loadingPrizes}</p>}
      {prizes.isError && !prizes.data && <LoadError what={m.admin_thePrizes} query={prizes} />}
      {prizes.data && (
        <div className="mb-3">
          <LanguageTabs
            value={language}
            onChange={(locale) => {
              setLanguage(locale);
              setEditing(null);
            }}
            base={base}
            untranslated={untranslatedIn}
          />
        </div>
      )}
      {prizes.data && (
        <ol ref={list} className="divide-y divide-slate-100" aria-label={m.admin_prizeList({ type })}>
          {slots.map((slot) => (
            <li key={slot.id} className="flex min-h-14 items-center gap-3 py-2">
              <span className="w-5 text-right text-sm font-semibold text-slate-500">{slot.id}</span>
              <span
                aria-hidden="true"
                className="h-4 w-4 shrink-0 rounded-full ring-1 ring-slate-300"
                style={{ backgroundColor: slot.color }}
              />
              {editing?.id === slot.id ? (
                <form
                  noValidate
                  className="flex min-w-0 flex-1 flex-wrap gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    commit(e.currentTarget);
                  }}
                >
                  <input
                    {...marked('name')}
                    autoFocus
                    aria-label={m.admin_prizeNameLabel({ slot: slot.id })}
                    value={editing.value}
                    placeholder={language === base ? undefined : slot.name}
                    maxLength={PRIZE_NAME_MAX}
                    onChange={(e) => setEditing({ ...editing, value: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') closeEditor();
                    }}
                    className={`${inputClass} flex-[1_1_100%] sm:flex-[1_1_10rem]`}
                  />
                  <input
                    {...marked('value')}
                    aria-label={m.admin_prizeValueLabel({ slot: slot.id })}
                    name="amount"
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="0.01"
                    value={editing.amount}
                    placeholder="RM"
                    onChange={(e) => setEditing({ ...editing, amount: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') closeEditor();
                    }}
                    className={`${inputClass} flex-[1_1_6rem] sm:max-w-32`}
                  />
                  <Button type="submit" disabled={save.isPending}>
                    {save.isPending ? m.admin_saving : m.admin_save}
                  </Button>
                  <Button variant="outline" onClick={closeEditor}>
                    {m.admin_cancel}
                  </Button>
                  <div className="basis-full">
                    <SlotPictureField
                      label={m.admin_prizePictureLabel({ slot: slot.id })}
                      value={editing.picture}
                      onChange={(picture) => setEditing({ ...editing, picture })}
                    />
                  </div>
                  {problem && (
                    <p id={problemId} className="basis-full text-sm break-words text-red-700">
                      {problem.text}
                    </p>
                  )}
                </form>
              ) : (
                <>
                  {slot.imageUrl && (
                    <img
                      src={slot.imageUrl}
                      alt=""
                      className="h-8 w-8 shrink-0 rounded object-cover ring-1 ring-slate-300"
                    />
                  )}
                  {own[slot.id - 1] || language === base ? (
                    <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                      {own[slot.id - 1]}
                    </span>
                  ) : (
                    <span
                      className="min-w-0 flex-1 truncate text-slate-600"
                      title={untranslatedNote(language)}
                    >
                      <span className="italic">{slot.name}</span>{' '}
                      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                        {m.ui_untranslated}
                      </span>
                    </span>
                  )}
                  <span
                    className={`shrink-0 text-sm tabular-nums ${slot.value === null ? 'text-slate-500' : 'font-semibold text-slate-900'}`}
                  >
                    {slot.value === null ? m.admin_prizeNoValue : money(parseMoneyToCents(slot.value) ?? 0)}
                  </span>
                  <Button
                    data-edit={slot.id}
                    variant="outline"
                    aria-label={m.admin_editPrize({ slot: slot.id })}
                    onClick={() => {
                      setEditing({
                        id: slot.id,
                        value: own[slot.id - 1] ?? '',
                        amount: slot.value ?? '',
                        picture: slot.imageUrl,
                      });
                      setProblem(null);
                    }}
                  >
                    {m.admin_edit}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {prizes.data && (
        <WheelThemeChooser
          key={type}
          Wheel={Wheel}
          type={type}
          slots={slots}
          saved={prizes.data.theme[type]}
          busy={save.isPending}
          onSave={(theme) =>
            saveNames({ ...saveNamesIn(prizes.data, type, language, own), theme }, m.admin_themeSaved)
          }
        />
      )}
      <ConfirmQuestion
        open={confirmReset}
        onOpenChange={setConfirmReset}
        trigger={
          <Button variant="outline" className="mt-4">
            {m.admin_resetToDefaults}
          </Button>
        }
        title={m.admin_resetTitle}
        description={m.admin_resetText({ type })}
        confirmLabel={m.admin_reset}
        danger
        busy={save.isPending}
        onConfirm={() =>
          saveNames(
            { type, names: [...DEFAULT_PRIZE_NAMES[type]], translations: {} },
            m.admin_prizeNamesReset,
          )
        }
      />
    </Card>
  );
}
