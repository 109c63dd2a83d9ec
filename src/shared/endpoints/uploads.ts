// Images: the operator's upload (multipart field `image`) and the public address each is served at
// (/uploads/<id>.webp, which the upload answers; not under /api, but a route like the others).
import type { uploadedImageSchema } from '../api/uploads';
import { endpoint } from './endpoint';

export const uploadImage = endpoint<{ answer: typeof uploadedImageSchema }>()(
  'POST',
  '/api/upload-image',
  'admin',
);

/** The image's bytes: no JSON answer. */
export const image = endpoint()('GET', '/uploads/:file', 'public');
