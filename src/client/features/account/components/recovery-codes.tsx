// The recovery codes, shown once when two-factor sign-in is turned on (only their hashes are kept): to
// copy, or to download as a text file made here in the page.
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { saveFile } from '#client/lib/admin-api-client';
import { CopyButton } from './copy-button';

export function RecoveryCodes({
  codes,
  login,
  onDone,
}: {
  codes: readonly string[];
  /** Whose they are, named in the file: one person may keep files for two logins. */
  login: string;
  onDone: () => void;
}) {
  const text = codes.join('\n');
  const download = () =>
    saveFile(
      new Blob([`${m.staff_recoveryFileIntro({ login })}\n\n${text}\n`], {
        type: 'text/plain;charset=utf-8',
      }),
      `recovery-codes-${login}.txt`,
    );
  return (
    <div
      role="region"
      aria-label={m.staff_recoveryTitle}
      className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <h4 className="font-semibold">{m.staff_recoveryTitle}</h4>
      <p className="text-sm font-semibold">{m.staff_recoveryOnce}</p>
      <p className="text-sm">{m.staff_recoveryKeep}</p>
      <ul
        aria-label={m.staff_recoveryList}
        className="grid grid-cols-2 gap-x-6 gap-y-1 justify-self-start font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={text} label={m.staff_recoveryCopyAll} copied={m.staff_recoveryCopied} />
        <Button variant="outline" onClick={download}>
          {m.staff_recoveryDownload}
        </Button>
        <Button onClick={onDone}>{m.staff_done}</Button>
      </div>
    </div>
  );
}
