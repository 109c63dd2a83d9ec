// Chat images are private (docs/decisions/0028-uploads-held-and-private-chat-images.md): served at
// /api/chat/images/<id>.webp to the conversation's visitor, whose widget first proves it holds the
// conversation's id (POST /api/chat/images/access, a cookie for that path), and to signed-in operators.
import { z } from 'zod';
import { chatSessionIdField } from './chat';

/** POST /api/chat/images/access: the conversation whose images this browser may load. */
export const chatImageAccessBodySchema = z.object({ sessionId: chatSessionIdField() });

/** POST /api/chat/image?sessionId=: the conversation, named before the body so it is checked first. */
export const chatImageQuerySchema = z.object({ sessionId: chatSessionIdField().optional() });
