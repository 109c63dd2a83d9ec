// A Copy button that says beside it whether the text reached the clipboard (a browser may refuse).
import { useState } from 'react';
import * as m from '#messages';
import { Button } from '#client/components/ui/button.tsx';

export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(copied);
    } catch {
      setSaid(m.staff_twoFactorCopyFailed);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="outline" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="text-sm">
        {said}
      </span>
    </span>
  );
}
