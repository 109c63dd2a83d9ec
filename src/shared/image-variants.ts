// The phone-sized variant of our images: small, so that a visitor's page that shows an upload (the wheel's
// slot pictures) does not carry the page documents' rules with it.

// Uploads have an 800 px variant (uploads plugin), and so does the built-in promotion image.
const WITH_PHONE_VARIANT = /^\/(uploads|images)\/([A-Za-z0-9_-]+)\.webp$/;

/** An image's 800 px variant (phones get it through srcset); null for images without one. */
export function phoneVariantOf(url: string): string | null {
  const match = WITH_PHONE_VARIANT.exec(url);
  return match ? `/${match[1]}/${match[2]}-800.webp` : null;
}
