// The owner's backups (docs/decisions/0056-backups.md): GET and POST /api/admin/backups, GET and DELETE
// /api/admin/backups/{name}; and GET /api/admin/backup-status, the age of the last one, for every
// operator's dashboard. A name from the request is only ever compared with the folder's listing: a name
// that is not a listed backup (../x, %2e%2e, anything) is 404, and no path is made from it.
import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backupFileResponses,
  backupListSchema,
  backupNameParamsSchema,
  backupSchema,
  backupStatusSchema,
  deletedBackupSchema,
  newBackupBodySchema,
} from '#shared/api/backups';
import { errorResponses } from '#shared/api/errors';
import * as backupStatus from '#shared/endpoints/backup-status';
import * as backups from '#shared/endpoints/backups';
import { HttpError, notFound } from '../../http-errors';
import { sendAttachment } from '../../lib/csv-reply';
import { endpointRoute } from '../../lib/endpoint-route';
import {
  BackupBusyError,
  backupKeeper,
  BackupFailedError,
  BackupOnPostgresError,
  type BackupSettings,
} from './backup-keeper';
import { BackupStoppedError } from './backup-writer';

/** What a failed request for a backup answers. */
function refusal(err: unknown): unknown {
  if (err instanceof BackupBusyError) {
    return new HttpError(409, 'A backup is being made now; try again once it is listed', {
      code: 'backup.running',
    });
  }
  if (err instanceof BackupOnPostgresError) {
    return new HttpError(
      409,
      "This site runs on PostgreSQL: back it up with the database's own tools (GET /api/admin/backups lists the pg_dump command)",
      { code: 'backup.postgres' },
    );
  }
  if (err instanceof BackupFailedError) {
    return new HttpError(409, err.failure.message, {
      code: 'backup.failed',
      params: { reason: err.failure.reason },
    });
  }
  if (err instanceof BackupStoppedError) {
    return new HttpError(503, err.message, { code: 'server.busy', params: { seconds: 30 } });
  }
  return err;
}

const missing = (name: string) => notFound(`There is no backup named ${JSON.stringify(name)}`);

const backupRoutes: FastifyPluginAsyncZod<{ settings: BackupSettings }> = async (app, { settings }) => {
  const keeper = backupKeeper(app, settings);
  app.metrics.readLastBackup(async () => {
    const { lastSuccessAt } = await keeper.status();
    return lastSuccessAt === null ? null : new Date(lastSuccessAt);
  });

  app.route({
    ...endpointRoute(app, backups.list, {
      summary:
        'The backups, newest first, with the last success, the next scheduled one and the last failure; on PostgreSQL none, and the pg_dump and pg_restore commands instead',
      response: { 200: backupListSchema },
    }),
    handler: () => keeper.list(),
  });

  app.route({
    ...endpointRoute(app, backups.create, {
      summary:
        'Makes a backup now: 201 once the file is complete; 409 while another is being made, or on PostgreSQL',
      body: newBackupBodySchema,
      response: { 201: backupSchema, ...errorResponses(400, 409, 503) },
    }),
    handler: async (request, reply) => {
      let made;
      try {
        made = await keeper.make('request');
      } catch (err) {
        throw refusal(err);
      }
      await app.audit(request, 'backup.create', {
        target: made.name,
        details: { size: made.size, durationMs: made.durationMs },
      });
      reply.code(201);
      return {
        name: made.name,
        size: made.size,
        createdAt: made.createdAt.toISOString(),
        durationMs: made.durationMs,
      };
    },
  });

  app.route({
    ...endpointRoute(app, backups.download, {
      summary: 'A backup file, streamed as an attachment',
      params: backupNameParamsSchema,
      response: backupFileResponses(400, 404),
    }),
    handler: async (request, typedReply) => {
      // The schema types the error answers; the file itself is bytes (no 200 schema to serialize with).
      const reply = typedReply as unknown as FastifyReply;
      const found = await keeper.find(request.params.name);
      if (!found) throw missing(request.params.name);
      // Opened before answering: a file deleted meanwhile is still a 404, not a broken download.
      const stream = createReadStream(found.path);
      try {
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        });
      } catch {
        throw missing(request.params.name);
      }
      await app.audit(request, 'backup.download', {
        target: found.file.name,
        details: { size: found.file.size },
      });
      reply.header('content-length', found.file.size);
      return sendAttachment(reply, 'application/gzip', found.file.name, stream);
    },
  });

  app.route({
    ...endpointRoute(app, backups.remove, {
      summary: 'Deletes a backup',
      params: backupNameParamsSchema,
      response: { 200: deletedBackupSchema, ...errorResponses(400, 404) },
    }),
    handler: async (request) => {
      const found = await keeper.find(request.params.name);
      if (!found) throw missing(request.params.name);
      try {
        await keeper.remove(found.file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw missing(request.params.name);
        throw err;
      }
      await app.audit(request, 'backup.delete', {
        target: found.file.name,
        details: { size: found.file.size },
      });
      return { success: true as const, name: found.file.name };
    },
  });

  app.route({
    ...endpointRoute(app, backupStatus.status, {
      summary:
        'When the last backup was made, and whether that is longer ago than 48 hours (every operator is warned)',
      response: { 200: backupStatusSchema },
    }),
    handler: () => keeper.status(),
  });
};

export default backupRoutes;
