// The answer of POST /api/upload-image: the builders put the returned address into their documents.
import { z } from 'zod';

export const uploadedImageSchema = z.object({
  imageUrl: z.string().describe('Where the image is served: /uploads/<id>.webp (and /uploads/<id>-800.webp)'),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
