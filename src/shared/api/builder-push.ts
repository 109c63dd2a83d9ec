// The page builders' push over /ws: the list of who has a builder open changed (./builder-editors.ts).
// Admins' sockets only; it carries the builder's prefix alone, and each open builder asks again.
// Parsed by hand, without zod, like the chat's pushes it travels with (./chat-push.ts).

export interface BuilderEditorsPush {
  type: 'builder_editors';
  /** The builder's API prefix: '/api/home-builder'. */
  prefix: string;
}

/** The push's fields, checked and kept; null when `value` is not one. */
export function parseBuilderPush(value: object): BuilderEditorsPush | null {
  const { type, prefix } = value as { type?: unknown; prefix?: unknown };
  return type === 'builder_editors' && typeof prefix === 'string' && prefix.startsWith('/api/')
    ? { type, prefix }
    : null;
}

/** How often an open builder says it is still open. */
export const EDITOR_TOUCH_EVERY_MS = 30_000;

/**
 * A builder not heard from for this long is no longer listed: its tab closed without a word, or slept (a
 * background tab's timers may run once a minute).
 */
export const EDITOR_LAPSE_MS = 150_000;
