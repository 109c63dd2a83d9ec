// Fields the page documents (home and notice builders) share: colours, alignments, image and link
// addresses, and ids unique within their list.
import { z } from 'zod';
import { LAYOUTS } from '../home-page';
import { textField } from '../input-rules';
import { HEX_COLOR_6, URL_MAX, isAllowedImageUrl, isAllowedLinkUrl } from '../urls';

export const colorField = (label: string) =>
  z
    .string({ error: `${label} must be a colour such as #FFFFFF` })
    .regex(HEX_COLOR_6, `${label} must be a colour such as #FFFFFF`);

export const alignmentField = (label: string) =>
  z.enum(LAYOUTS, { error: `${label} must be left, center or right` });

export const linkUrlField = (label: string) =>
  textField(label, {
    max: URL_MAX,
    also: {
      check: isAllowedLinkUrl,
      message: `${label} must be an http(s) address, a path on this site, tel: or mailto:`,
    },
  });

export const imageUrlField = (label: string) =>
  textField(label, {
    max: URL_MAX,
    also: {
      check: isAllowedImageUrl,
      message: `${label} must be an uploaded image, a path on this site or an http(s) address`,
    },
  });

// Kept with the other input rules, so that a list of another feature (the chat's canned replies) checks its ids
// without loading the page documents' fields.
export { uniqueIds } from '../input-rules';
