// Makes the database and the clock available to every feature, and closes the database with the app.
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    /** The app's clock; tests inject one to move time (session expiry, promo expiry). */
    now: () => Date;
  }
}

export interface DbPluginOptions {
  database: Database;
  now: () => Date;
}

export default fp<DbPluginOptions>(
  async (app, { database, now }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('now', now);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
