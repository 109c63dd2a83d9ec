// An invitation link, shown once (only its hash is kept): the owner copies it and sends it themselves.
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { useCopy } from '#client/components/ui/clipboard';
import { LabelledField } from '#client/components/ui/text-fields.tsx';
import { dateTime } from '#client/i18n/format';

export interface ShownLink {
  name: string;
  url: string;
  expiresAt: string;
}

export function InvitationLink({ link, onDone }: { link: ShownLink; onDone: () => void }) {
  const [copied, copy] = useCopy(m.staff_copyFailed);
  return (
    <div
      role="region"
      aria-label={m.staff_linkTitle({ name: link.name })}
      className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <h4 className="font-semibold">{m.staff_linkTitle({ name: link.name })}</h4>
      <p className="text-sm">{m.staff_linkText({ time: dateTime(link.expiresAt) })}</p>
      <LabelledField label={m.staff_linkLabel}>
        {(input) => (
          <input
            {...input}
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className={`${input.className} font-mono text-xs`}
          />
        )}
      </LabelledField>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => copy(link.url)}>{m.staff_copy}</Button>
        <Button variant="outline" onClick={onDone}>
          {m.staff_done}
        </Button>
        <span role="status" className="text-sm">
          {copied && m.staff_copied}
        </span>
      </div>
    </div>
  );
}
