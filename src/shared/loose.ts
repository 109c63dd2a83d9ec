// Reading a document the server's rule did not check (a device's local copy): each field taken when it
// has the right type and kind, its default otherwise. No zod: the visitor's pages use these.
import { HEX_COLOR_6, isAllowedImageUrl } from './urls';

export type Loose<T> = Partial<Record<keyof T, unknown>>;

export const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.find((a) => a === value) ?? fallback;
export const colorOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && HEX_COLOR_6.test(value) ? value : fallback;
export const imageOrNone = (value: unknown): string =>
  typeof value === 'string' && isAllowedImageUrl(value) ? value : '';
export const objectOr = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const listOf = <T>(value: unknown, each: (raw: Record<string, unknown>, index: number) => T): T[] =>
  Array.isArray(value) ? value.map((raw: unknown, i) => each(objectOr(raw), i)) : [];
