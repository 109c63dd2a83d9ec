// Small rules of the public renderer. Documents arrive checked: by the server's rule, or, for this
// device's copy, by readHomeData (src/shared/home-page.ts); the link and image checks here are the
// renderer's own last line.
import { isAllowedImageUrl, isAllowedLinkUrl, type HomeSection, type Layout } from '#shared/home-page';

/** An image address the page will load: site-relative or http(s), nothing else (no "//host", no data:). */
export const isShowableImage = (url: string): boolean => url !== '' && isAllowedImageUrl(url);

/** A button's link: both its text and buttonUrl set, and the address of an allowed kind. */
export const hasButton = (s: HomeSection): boolean =>
  s.buttonText.trim() !== '' && s.buttonUrl.trim() !== '' && isAllowedLinkUrl(s.buttonUrl.trim());

/** A multi-line name as one line: alt text and accessible names. */
export const oneLine = (value: string): string => value.split('\n').join(' ').replace(/\s+/g, ' ').trim();

export const lines = (value: string): string[] => value.split(/\r?\n/);

/** A layout's classes: how its text aligns, and where a row of entries sits. */
export const LAYOUT_CLASS: Record<Layout, { text: string; row: string }> = {
  left: { text: 'text-left', row: 'justify-start' },
  center: { text: 'text-center', row: 'justify-center' },
  right: { text: 'text-right', row: 'justify-end' },
};
