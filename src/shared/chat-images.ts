// Where chat images are served (docs/decisions/0028-uploads-held-and-private-chat-images.md). No zod
// here: the visitor's widget reads it.

/** Where chat images are served; the access cookie's path. */
export const CHAT_IMAGES_PATH = '/api/chat/images';

/** A chat image's address as messages carry it. */
export const chatImageUrl = (id: string): string => `${CHAT_IMAGES_PATH}/${id}.webp`;

/** An address the server wrote for a chat image; anything else a client does not load. */
export const CHAT_IMAGE_URL = /^\/api\/chat\/images\/[A-Za-z0-9_-]{22}\.webp$/;
