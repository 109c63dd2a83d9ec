// What addresses and colours operators may put in the page documents (home and notice builders). No zod
// here: the visitor's pages check links with these too.

/** A colour as the builders' colour pickers give it: #RRGGBB. */
export const HEX_COLOR_6 = /^#[0-9a-fA-F]{6}$/;

export const URL_MAX = 2000;

// Whitespace and controls anywhere make an address ambiguous between browsers: refused outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_FORBIDDEN = /[\s\u0000-\u001F\u007F\\]/u;

/**
 * Where a link may point (a button's or an item's url): http(s), a path on this site ("/promo", not
 * "//host"), tel: or mailto:. Never javascript:, data: or anything else. Empty means "no link".
 */
export function isAllowedLinkUrl(url: string): boolean {
  if (url === '') return true;
  // Before the whitespace rule: people write phone numbers with spaces, and this pattern admits no other
  // whitespace or control character.
  if (/^tel:/i.test(url)) return /^tel:\+?[0-9\-(). ]{3,40}$/i.test(url);
  if (url.length > URL_MAX || URL_FORBIDDEN.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  const lower = url.toLowerCase();
  if (lower.startsWith('mailto:')) return /^mailto:[^@:/?#]+@[^@:/?#]+(?:\?.*)?$/i.test(url);
  return isHttpUrl(url);
}

/** Where an image may come from: our uploads or another path on this site, or http(s). */
export function isAllowedImageUrl(url: string): boolean {
  if (url === '') return true;
  if (url.length > URL_MAX || URL_FORBIDDEN.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  return isHttpUrl(url);
}

function isHttpUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An image this site stored itself: `/uploads/<id>.webp` as POST /api/upload-image answers it (the id is
 * 128 random bits in base64url). No other host, no `..`, no query, no variant: the slot pictures of the
 * wheel take nothing else (docs/decisions/0060-wheel-themes-and-slot-pictures.md).
 */
export const OUR_UPLOAD_URL = /^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/;
