// A Copy button that says beside it, for a moment, that the text reached the clipboard (a browser may refuse:
// then a toast says what to do instead).
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';
import { useCopy } from '#client/components/ui/clipboard';

export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const [done, copy] = useCopy(m.staff_twoFactorCopyFailed);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={() => copy(text)}>
        {label}
      </Button>
      <span role="status" className="text-sm">
        {done && copied}
      </span>
    </span>
  );
}
