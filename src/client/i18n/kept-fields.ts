// Changing the language loads the page again (each language is a build of its own), so what a person
// typed is kept across that reload: the text fields of the page are written to this tab's
// sessionStorage just before it, and put back as they appear again after it (a lazy part of the page
// may draw its form a moment later). Passwords are never kept.
const KEY = 'ld-kept-fields';
const WAIT_MS = 5000;

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'email', 'url', 'number', '']);

function keptFields(): Field[] {
  return [...document.querySelectorAll<Field>('input[id], textarea[id]')].filter(
    (field) =>
      (field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.getAttribute('type') ?? '')) &&
      !field.disabled &&
      !field.readOnly &&
      field.value !== '',
  );
}

/** Writes what is typed on this page, to be put back by restoreTypedText after the reload. */
export function keepTypedText(): void {
  const values = Object.fromEntries(keptFields().map((field) => [field.id, field.value]));
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, values }));
  } catch {
    // Storage refused (private mode, full): the page reloads without it.
  }
}

/** Sets a field as typing would, so the page's own state (React's onChange) follows. */
function type(field: Field, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What keepTypedText wrote, read once. */
function takeKept(): { path?: unknown; values?: unknown } | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const kept: unknown = raw ? JSON.parse(raw) : null;
    return typeof kept === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/** Puts back what keepTypedText wrote for this page, as each field appears; run once at start. */
export function restoreTypedText(): void {
  const kept = takeKept();
  if (!kept || kept.path !== location.pathname || typeof kept.values !== 'object' || !kept.values) return;
  const waiting = new Map(
    Object.entries(kept.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const started = performance.now();
  const step = () => {
    for (const [id, value] of waiting) {
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        if (field.value === '') type(field, value);
        waiting.delete(id);
      }
    }
    if (waiting.size > 0 && performance.now() - started < WAIT_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
