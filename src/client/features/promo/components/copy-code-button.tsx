// A row's copy of its code: the code to the clipboard, and "Copied" beside the button for a moment (said to
// screen readers too), so that the operator sees which row's code went.
import { useEffect, useState } from 'react';
import * as m from '#messages';
import { StrokeIcon } from '#client/components/ui/icons.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { toast } from '#client/components/ui/use-toast';

/** How long "Copied" stays. */
const SHOWN_MS = 2000;

export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    // Promise.resolve first: navigator.clipboard is missing outside secure contexts, and that throws here.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(code))
      .then(
        () => setCopied(true),
        () => toast({ title: m.promo_error, description: m.promo_copyFailed, variant: 'destructive' }),
      );
  return (
    <>
      {/* A tooltip, not a title pop-up (docs/decisions/0014). */}
      <Tooltip content={m.promo_copyCode({ code })}>
        <button
          type="button"
          aria-label={m.promo_copyCode({ code })}
          onClick={() => void copy()}
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <StrokeIcon d="M9 9h10v12H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </button>
      </Tooltip>
      <span role="status" className="text-xs font-semibold text-green-700">
        {copied ? m.promo_copied : ''}
      </span>
    </>
  );
}
