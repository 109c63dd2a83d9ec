// The chat's attempt budgets, all in one place: what a visitor (an address, a conversation) may send
// per window before a 429 with Retry-After. Counted in the database, so every instance shares them
// (lib/attempt-budget.ts); an operator's requests spend none.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-errors';
import { AttemptBudget, waitDetails, type BudgetRule } from '../../plugins/attempt-budget';
import type { RefusalScope } from '../../plugins/metrics';

/** Visitor messages per address (all conversations together). */
export const CHAT_ADDRESS_LIMIT = { limit: 20, windowMs: 60_000 };
/** New conversations per address: one per window. */
export const CHAT_START_LIMIT = { limit: 1, windowMs: 5_000 };
/** Visitor messages per conversation, whatever the address. */
export const CHAT_CONVERSATION_LIMIT = { limit: 30, windowMs: 60_000 };
/** Images per conversation from its visitor, and per address: each is a decode and a stored file. */
export const CHAT_IMAGE_CONVERSATION_LIMIT = { limit: 5, windowMs: 10 * 60_000 };
export const CHAT_IMAGE_ADDRESS_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
/** Context updates per conversation: one a page visited, with room for a quick browse. */
export const CHAT_CONTEXT_LIMIT = { limit: 20, windowMs: 60_000 };
/**
 * Context updates per address, all its conversations together: each reaches every operator's desk, so
 * one address opening many conversations must not multiply its budget
 * (docs/decisions/0031-chat-desk-guards.md).
 */
export const CHAT_CONTEXT_ADDRESS_LIMIT = { limit: 30, windowMs: 60_000 };

const secondsText = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
};

/** One budget, and the words of its refusal ("… try again in 5 seconds"). */
export class ChatBudget {
  private readonly budget: AttemptBudget;

  constructor(
    private readonly app: Pick<FastifyInstance, 'db' | 'now' | 'metrics'>,
    rule: BudgetRule,
    private readonly refusal: (wait: string) => string,
    /** What the figures count its refusals as: a message, or an image (an upload). */
    private readonly counted: RefusalScope = 'chat',
  ) {
    this.budget = new AttemptBudget(app.db, rule);
  }

  /** Reserves one attempt for `key`, or refuses with 429 and Retry-After. */
  async spend(key: string): Promise<void> {
    const attempt = await this.budget.reserve(key, this.app.now());
    if (!attempt.allowed) {
      this.app.metrics.refused(this.counted);
      throw new HttpError(429, this.refusal(secondsText(attempt.retryAfterMs)), {
        code: 'chat.too_many',
        ...waitDetails(attempt.retryAfterMs),
      });
    }
  }

  /** Counts an attempt without refusing it (a new conversation's first message). */
  async count(key: string, at: Date): Promise<void> {
    await this.budget.reserve(key, at);
  }
}

export type ChatBudgets = ReturnType<typeof chatBudgets>;

export function chatBudgets(app: Pick<FastifyInstance, 'db' | 'now' | 'metrics'>) {
  const budget = (
    scope: string,
    rule: Omit<BudgetRule, 'scope'>,
    refusal: (wait: string) => string,
    counted?: RefusalScope,
  ) => new ChatBudget(app, { scope, ...rule }, refusal, counted);
  return {
    perAddress: budget(
      'chat-address',
      CHAT_ADDRESS_LIMIT,
      (wait) => `Too many messages from your network. Please try again in ${wait}.`,
    ),
    starts: budget(
      'chat-start',
      CHAT_START_LIMIT,
      (wait) => `Please wait ${wait} before starting another conversation.`,
    ),
    perConversation: budget(
      'chat-conversation',
      CHAT_CONVERSATION_LIMIT,
      (wait) => `Too many messages in this conversation. Please try again in ${wait}.`,
    ),
    contextUpdates: budget(
      'chat-context',
      CHAT_CONTEXT_LIMIT,
      (wait) => `Too many updates in this conversation. Please try again in ${wait}.`,
    ),
    contextPerAddress: budget(
      'chat-context-address',
      CHAT_CONTEXT_ADDRESS_LIMIT,
      (wait) => `Too many updates from your network. Please try again in ${wait}.`,
    ),
    imagesPerAddress: budget(
      'chat-image-address',
      CHAT_IMAGE_ADDRESS_LIMIT,
      (wait) => `Too many images from your network. Please try again in ${wait}.`,
      'upload',
    ),
    imagesPerConversation: budget(
      'chat-image-conversation',
      CHAT_IMAGE_CONVERSATION_LIMIT,
      (wait) => `Too many images in this conversation. Please try again in ${wait}.`,
      'upload',
    ),
  };
}
