// A row's copy of its code: the code to the clipboard, and "Copied" beside the button for a moment (said to
// screen readers too), so that the operator sees which row's code went.
import * as m from '#messages';
import { useCopy } from '#client/components/ui/clipboard';
import { StrokeIcon } from '#client/components/ui/icons.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';

export function CopyCodeButton({ code }: { code: string }) {
  const [copied, copy] = useCopy(m.ui_copyFailed);
  return (
    <>
      {/* A tooltip, not a title pop-up (docs/decisions/0014). */}
      <Tooltip content={m.promo_copyCode({ code })}>
        <button
          type="button"
          aria-label={m.promo_copyCode({ code })}
          onClick={() => copy(code)}
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <StrokeIcon d="M9 9h10v12H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </button>
      </Tooltip>
      <span role="status" className="text-xs font-semibold text-green-700">
        {copied && m.ui_copied}
      </span>
    </>
  );
}
