// Images: the operator's upload (multipart field `image`) and the public address each is served at
// (/uploads/<id>.webp, which the upload answers; not under /api, but a route like the others).
import type { uploadedImageSchema } from '../api/uploads';
import type { Endpoint } from './endpoint';

export const uploadImage: Endpoint<'POST', '/api/upload-image', { answer: typeof uploadedImageSchema }> = {
  method: 'POST',
  path: '/api/upload-image',
  access: 'site',
};

/** The image's bytes: no JSON answer. */
export const image: Endpoint<'GET', '/uploads/:file'> = {
  method: 'GET',
  path: '/uploads/:file',
  access: 'public',
};
