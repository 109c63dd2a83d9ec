// Reading stored JSON whose shape no schema promises (an audit entry's details, a setting's old value).

/** The value when it is a plain object, else an empty one. */
export const objectOr = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
