// The image upload (admin, #shared/endpoints/uploads): one image in the multipart field `image`; the
// answer is where it is served. Kept free of zod like the other modules (the chat widget posts its images
// here too, through postImage): the server checks the image.
import { urlOf, type AnswerOf } from '#shared/endpoints/endpoint';
import * as uploads from '#shared/endpoints/uploads';
import { ApiError } from '../lib/api-client';

/** The multipart field the server reads. */
const IMAGE_FIELD = 'image';

/**
 * Uploads an image and returns its address (/uploads/<id>.webp). A refusal throws an ApiError carrying
 * the server's own words ({ message }, or the raw text); when there are none (a network failure, an empty
 * body) the message is empty, and the caller names what failed ('Failed to upload logo').
 */
export async function uploadImage(file: File): Promise<string> {
  const body = await postImage<Partial<AnswerOf<typeof uploads.uploadImage>>>(
    urlOf(uploads.uploadImage),
    file,
  );
  if (typeof body?.imageUrl !== 'string') throw new ApiError(200, '');
  return body.imageUrl;
}

/**
 * Posts an image in the field `image`, with text fields before it (a chat image's conversation), and
 * answers the server's JSON (null when there is none). Refusals throw as uploadImage's do.
 */
export async function postImage<T>(
  url: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<T | null> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(IMAGE_FIELD, file);
  let res: Response;
  try {
    // No content-type header: the browser writes the multipart boundary into it.
    res = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new ApiError(0, '');
  }
  if (!res.ok) throw new ApiError(res.status, await serverText(res));
  return (await res.json().catch(() => null)) as T | null;
}

async function serverText(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: an upload's error body may be plain text, shown as it is.
  }
  // A proxy's HTML error page (413 from nginx, say) is no message to show an admin.
  return /^\s*</.test(text) ? '' : text.trim();
}
