// Helpers any builder's draft needs: fresh ids for new entries, and a content comparison that tells a
// real edit from a dialog applied without change.

/**
 * A fresh id. crypto.randomUUID exists only in secure contexts (https, localhost): an admin on a LAN
 * address over http has none, and ids only need to be unique within their list.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export { sameContent } from '#shared/document-changes';
