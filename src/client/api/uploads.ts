// POST /api/upload-image (admin): one image in the multipart field `image`; the answer is where it is
// served. Admin-only, but kept free of zod like the other modules: the server checks the image.
import type { UploadedImage } from '#shared/api/uploads';
import { ApiError } from '../lib/api-client';

/** The multipart field the server reads. */
const IMAGE_FIELD = 'image';

/**
 * Uploads an image and returns its address (/uploads/<id>.webp). A refusal throws an ApiError carrying
 * the server's own words ({ message }, or the raw text); when there are none (a network failure, an empty
 * body) the message is empty, and the caller names what failed ('Failed to upload logo', SPEC §8).
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(IMAGE_FIELD, file);
  let res: Response;
  try {
    // No content-type header: the browser writes the multipart boundary into it.
    res = await fetch('/api/upload-image', { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new ApiError(0, '');
  }
  if (!res.ok) throw new ApiError(res.status, await serverText(res));
  const body = (await res.json().catch(() => null)) as Partial<UploadedImage> | null;
  if (typeof body?.imageUrl !== 'string') throw new ApiError(res.status, '');
  return body.imageUrl;
}

async function serverText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: SPEC §7 words the upload's error body as text.
  }
  // A proxy's HTML error page (413 from nginx, say) is no message to show an admin.
  return /^\s*</.test(text) ? '' : text.trim();
}
