// The prize manager: the six names of each wheel with their colours, edited in place (Enter saves,
// Escape cancels), and a reset to the defaults after a confirmation.
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PRIZE_NAMES, PRIZE_NAME_MAX, type PrizeType } from '#shared/prizes';
import { usePrizes, useSavePrizeNames } from '#client/api/prizes';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { LoadError } from '#client/components/ui/load-error.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { inputClass } from '#client/components/ui/field-classes';
import { toast } from '#client/components/ui/use-toast';

export function PrizeManager() {
  const [type, setType] = useState<PrizeType>('normal');
  const [editing, setEditing] = useState<{ id: number; value: string } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const prizes = usePrizes();
  const save = useSavePrizeNames();
  // No stand-in list while loading or after a failed load: a save writes all six names, so editing
  // one over the defaults would silently overwrite the other five custom ones.
  const slots = prizes.data?.[type] ?? [];
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
  };

  const saveNames = (names: string[], done: string) =>
    save.mutate(
      { type, names },
      {
        onSuccess: () => {
          toast({ title: '成功', description: done });
          closeEditor();
          setConfirmReset(false);
        },
        onError: () => toast({ title: '错误', description: '保存失败，请重试', variant: 'destructive' }),
      },
    );

  const commit = () => {
    if (!editing) return;
    const name = editing.value.trim();
    if (!name) {
      toast({ title: '错误', description: '奖品名称不能为空', variant: 'destructive' });
      return;
    }
    if (name === slots.find((slot) => slot.id === editing.id)?.name) {
      closeEditor();
      return;
    }
    const names = slots.map((slot) => (slot.id === editing.id ? name : slot.name));
    saveNames(names, `奖品 ${editing.id} 已更新为 ${name}`);
  };

  const typeButton = (value: PrizeType, label: string) => (
    <button
      type="button"
      aria-pressed={type === value}
      onClick={() => {
        setType(value);
        setEditing(null);
      }}
      className={`rounded-md px-4 py-2 text-sm font-bold ${
        type === value ? 'bg-slate-900 text-white' : 'border border-slate-300 bg-white text-slate-700'
      }`}
    >
      {label}
    </button>
  );

  return (
    <Card
      title="Prize Manager"
      actions={
        <div className="flex gap-2">
          {typeButton('normal', 'NORMAL')}
          {typeButton('super', 'SUPER')}
        </div>
      }
    >
      {prizes.isPending && <p className="py-8 text-center text-sm text-slate-500">Loading prizes...</p>}
      {prizes.isError && !prizes.data && (
        <LoadError what="the prizes" error={prizes.error} onRetry={() => void prizes.refetch()} />
      )}
      {prizes.data && (
        <ol
          ref={list}
          className="divide-y divide-slate-100"
          aria-label={`${type === 'normal' ? 'Normal' : 'Super'} prizes`}
        >
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
                  className="flex min-w-0 flex-1 flex-wrap gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    commit();
                  }}
                >
                  <input
                    autoFocus
                    aria-label={`Prize ${slot.id} name`}
                    value={editing.value}
                    maxLength={PRIZE_NAME_MAX}
                    onChange={(e) => setEditing({ id: slot.id, value: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') closeEditor();
                    }}
                    className={`${inputClass} flex-[1_1_100%] sm:flex-[1_1_10rem]`}
                  />
                  <Button type="submit" disabled={save.isPending}>
                    {save.isPending ? 'Saving...' : 'Save'}
                  </Button>
                  <Button variant="outline" onClick={closeEditor}>
                    Cancel
                  </Button>
                </form>
              ) : (
                <>
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{slot.name}</span>
                  <Button
                    data-edit={slot.id}
                    variant="outline"
                    aria-label={`Edit prize ${slot.id}`}
                    onClick={() => setEditing({ id: slot.id, value: slot.name })}
                  >
                    Edit
                  </Button>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        trigger={
          <Button variant="outline" className="mt-4">
            Reset to Defaults
          </Button>
        }
        title="Reset prize names?"
        description={`The six ${type} prize names go back to the defaults on every wheel.`}
        confirmLabel="Reset"
        danger
        busy={save.isPending}
        onConfirm={() => saveNames([...DEFAULT_PRIZE_NAMES[type]], '奖品名称已恢复默认')}
      />
    </Card>
  );
}
