// Live chat's opening hours and its switch in the Live Chat tab: one press closes chat
// (a flash campaign) or opens it again; the hours per weekday (UTC+8) are edited in a dialog. The state
// line says what visitors see now, as GET /api/chat/status answers it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as m from '#messages';
import * as chat from '#shared/endpoints/chat';
import { useMay } from '#client/api/admin-session';
import { chatHoursSchema } from '#shared/api/chat';
import { WEEKDAYS, type ChatHours, type Weekday } from '#shared/chat-hours';
import { chatHoursKey, chatStatusKey, getChatHours, getChatStatus, saveChatHours } from '#client/api/chat';
import { Button } from '#client/components/ui/button.tsx';
import { inputClass } from '#client/components/ui/field-classes';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { toast } from '#client/components/ui/use-toast';
import { dateTime } from '#client/i18n/format';
import { issueText } from '#client/i18n/issue-text';
import { useRefreshOnSetting } from '../../hooks/use-refresh-on-setting';

function HoursDialog({
  hours,
  saving,
  error,
  onSave,
  onClose,
}: {
  hours: ChatHours;
  saving: boolean;
  error: string | null;
  onSave: (hours: ChatHours) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(hours);
  const [problem, setProblem] = useState<string | null>(null);
  const setDay = (day: Weekday, value: ChatHours['days'][Weekday]) =>
    setDraft((current) => ({ ...current, days: { ...current.days, [day]: value } }));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={m.chat_editHours}
      description={m.chat_hoursDescription}
      submitLabel={m.chat_saveHours}
      submitDisabled={saving}
      error={problem ?? error}
      onSubmit={() => {
        const checked = chatHoursSchema.safeParse(draft);
        const [issue] = checked.error?.issues ?? [];
        setProblem(issue ? issueText(issue) : null);
        if (checked.success) onSave(checked.data);
      }}
    >
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th>{m.chat_dayOpen}</th>
            <th>{m.chat_from}</th>
            <th>{m.chat_to}</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day) => {
            const dayHours = draft.days[day];
            const name = m.chat_weekdays[day];
            return (
              <tr key={day} className="border-b border-slate-100 last:border-0">
                <td className="py-1.5 pr-2">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={dayHours !== null}
                      onChange={(event) =>
                        setDay(day, event.target.checked ? { from: '09:00', to: '18:00' } : null)
                      }
                    />
                    {name}
                  </label>
                </td>
                {(['from', 'to'] as const).map((end) => (
                  <td key={end} className="py-1.5 pr-2">
                    {/* Text, not type=time: the browser would write 12-hour times on some computers and
                        cannot show 24:00, the end of a day. */}
                    <input
                      type="text"
                      inputMode="numeric"
                      placeholder="HH:MM"
                      maxLength={5}
                      aria-label={`${name} ${end === 'from' ? m.chat_from : m.chat_to}`}
                      className={`${inputClass} min-h-9 w-24 py-1 font-mono`}
                      disabled={dayHours === null}
                      value={dayHours ? dayHours[end] : ''}
                      onChange={(event) =>
                        dayHours && setDay(day, { ...dayHours, [end]: event.target.value })
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </FormDialog>
  );
}

export function ChatHoursBar() {
  const queryClient = useQueryClient();
  useRefreshOnSetting('chatHours', chatHoursKey);
  const hours = useQuery({ queryKey: chatHoursKey, queryFn: getChatHours });
  const status = useQuery({ queryKey: chatStatusKey, queryFn: getChatStatus });
  const [editing, setEditing] = useState(false);
  const mayEdit = useMay()(chat.saveHours);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveChatHours,
    onSuccess: (saved) => {
      queryClient.setQueryData(chatHoursKey, saved);
      void queryClient.invalidateQueries({ queryKey: chatStatusKey });
      toast({ title: m.chat_hoursSaved });
      setEditing(false);
    },
    onError: (err) => {
      setError(err.message);
      toast({ title: m.chat_hoursSaveFailed, description: err.message, variant: 'destructive' });
    },
  });
  const current = hours.data;
  if (!current) return null;

  let state: string = m.chat_stateClosed;
  if (status.data?.open) state = m.chat_stateOpen;
  else if (current.open && status.data?.opensAt) {
    state = m.chat_stateClosedByHours({ time: dateTime(status.data.opensAt, { year: false }) });
  }

  // Narrow, beside the conversation: the switch and the hours' button on a line, what visitors see under.
  return (
    <section
      aria-label={m.chat_hoursTitle}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2"
    >
      <button
        type="button"
        role="switch"
        aria-checked={current.open}
        // The hours are a manager's to change; an agent sees the switch's state.
        disabled={save.isPending || !mayEdit}
        onClick={() => save.mutate({ ...current, open: !current.open })}
        className={`inline-flex min-h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
          current.open
            ? 'bg-green-700 text-white hover:bg-green-800'
            : 'bg-red-700 text-white hover:bg-red-800'
        }`}
      >
        <span aria-hidden="true" className="size-2.5 rounded-full bg-white" />
        {current.open ? m.chat_openNow : m.chat_closedNow}
      </button>
      {mayEdit && (
        <Button
          variant="outline"
          className="ml-auto min-h-9 px-3 py-1.5"
          onClick={() => {
            setError(null);
            setEditing(true);
          }}
        >
          {m.chat_editHours}
        </Button>
      )}
      <p className="basis-full text-xs text-slate-700">
        {state}. <span className="text-slate-600">{m.chat_switchHint}</span>
      </p>
      {editing && (
        <HoursDialog
          hours={current}
          saving={save.isPending}
          error={error}
          onSave={(next) => save.mutate(next)}
          onClose={() => setEditing(false)}
        />
      )}
    </section>
  );
}
