// Chat images are deleted after CHAT_IMAGE_RETENTION_DAYS (README, Chat). Each instance sweeps on start
// and then every hour; several instances on one database share the work without waiting on each other
// (chat-images.repository.ts, deleteChatImagesBefore). A message whose image is gone keeps its place in
// the conversation, and the widget and the desk say the image has expired.
import type { FastifyInstance } from 'fastify';
import { deleteChatImagesBefore } from './chat-images.repository';

/**
 * 90 days: long enough for a customer's receipt or ID photo to serve the claim or dispute it was sent
 * for (a month's payout cycle, and a complaint about it), short enough that a leaked database or
 * backup does not hold years of customers' documents.
 */
export const DEFAULT_CHAT_IMAGE_RETENTION_DAYS = 90;
export const CHAT_IMAGE_SWEEP_EVERY_MS = 60 * 60_000;
/** Rows per statement: a long backlog is deleted in short transactions, not one long one. */
const SWEEP_BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

/** Deletes every chat image older than `days` at `now`; how many rows went. */
export async function sweepChatImages(app: FastifyInstance, days: number): Promise<number> {
  const before = new Date(app.now().getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteChatImagesBefore(app.db, before, SWEEP_BATCH);
    total += deleted;
    if (deleted < SWEEP_BATCH) return total;
  }
}

/** Sweeps once the app is ready and then every `everyMs`, until the app closes. */
export function scheduleChatImageSweep(
  app: FastifyInstance,
  { days, everyMs }: { days: number; everyMs: number },
): void {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const sweep = () => {
    running = sweepChatImages(app, days).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted, days }, 'chat images past their retention deleted');
      },
      (err: unknown) => app.log.error({ err }, 'chat image retention sweep failed'),
    );
    void running.then(() => {
      if (closing) return;
      timer = setTimeout(sweep, everyMs);
      timer.unref();
    });
  };
  app.addHook('onReady', async () => {
    sweep();
  });
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
