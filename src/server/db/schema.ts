// Every table of the app, defined up front so later features add queries, not migrations. Money is
// numeric(12,2) (read as a string, converted to integer cents in code); times are timestamptz.
import { sql, type ColumnBuilderBase, type NotNull } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';
import type { ChatVisitorContext } from '#shared/api/chat';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The business date (UTC+8) of a timestamptz column, stored as a generated column so that the
 * statistics group by a plain indexed date instead of computing one for every row they read.
 */
const businessDayOf = (column: string) =>
  date('business_day', { mode: 'string' }).generatedAlwaysAs(
    sql.raw(`((${column} at time zone 'UTC') + interval '8 hours')::date`),
  );

/**
 * An index column read in descending order, as `desc(column)` orders a list. drizzle writes `.desc()` alone
 * as DESC NULLS LAST, but ORDER BY … DESC puts nulls first, and PostgreSQL reads an index for an order only
 * when its nulls are placed alike: such an index served no list, and a page 10,000 rows deep sorted the
 * whole table (the columns are not null, so where the nulls go changes nothing else).
 */
const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The person who made or changed a record (docs/decisions/0054-who-did-it.md): their id, which the
 * screens filter by, and their name at the time (personName), which stays as it was when they are renamed
 * or disabled. Null and '' for what no person did (the server, a visitor) or what predates the record.
 */
const personId = (column: string) =>
  integer(column).references((): AnyPgColumn => staff.id, { onDelete: 'set null' });
const personName = (column: string) => text(column).notNull().default('');

/** A column that can name another table's row (drizzle's column builders). */
interface ReferenceBuilder extends ColumnBuilderBase {
  references(ref: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']): unknown;
  notNull(): NotNull<this>;
}

/** The column of a row that belongs to another (`parent`): required, and the row is deleted with it. */
function belongingTo<B extends ReferenceBuilder>(column: B, parent: () => AnyPgColumn): NotNull<B> {
  column.references(parent, { onDelete: 'cascade' });
  return column.notNull();
}

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerName: text('customer_name').notNull(),
    /** The amount typed when the code was made; the deposit record, once linked, is the one source. */
    depositAmount: numeric('deposit_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * The deposit record made with the code (the Generate form records it first): the table and the CSV
     * show that record's current amount, or that it was voided. Null for codes made without a deposit,
     * and for those made before the link existed.
     */
    depositId: integer('deposit_id').references((): AnyPgColumn => deposits.id, { onDelete: 'set null' }),
    prizeId: integer('prize_id').notNull(),
    prizeName: text('prize_name').notNull(),
    prizeType: text('prize_type', { enum: ['normal', 'super'] }).notNull(),
    expirationHours: integer('expiration_hours').notNull(),
    usageLimit: integer('usage_limit').notNull().default(1),
    useCount: integer('use_count').notNull().default(0),
    isUsed: boolean('is_used').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /**
     * Before this instant the code is refused as not active yet (a scheduled start); null: active from its
     * creation. A code of a batch still being generated is not live whatever this says (pending below).
     */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    /** The batch it was generated in; null for codes made one at a time. */
    batchId: integer('batch_id').references((): AnyPgColumn => promoBatches.id, { onDelete: 'set null' }),
    /** The business date it was made on (statistics). */
    businessDay: businessDayOf('created_at'),
    /**
     * Voided by an operator (docs/decisions/0046-void-and-extend-codes.md): refused to visitors from then on,
     * its record, draws and deposit kept. Only a code not used up can be voided; it is never undone.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** admin_sessions.id of who voided it, kept without a foreign key: the record outlives the session. */
    voidedBySession: integer('voided_by_session'),
    /** Who generated it (one at a time, or their batch). */
    createdById: personId('created_by_id'),
    createdByName: personName('created_by_name'),
  },
  (t) => [
    index('promo_codes_business_day_idx').on(t.businessDay),
    uniqueIndex('promo_codes_code_uq').on(t.code),
    index('promo_codes_batch_idx').on(t.batchId),
    index('promo_codes_created_at_idx').on(newestFirst(t.createdAt), newestFirst(t.id)),
    index('promo_codes_customer_idx').on(sql`lower(${t.customerName})`, newestFirst(t.createdAt)),
    // The admin table's search by code, any case, exact or by its start (lower(code) LIKE 'ab%').
    // text_pattern_ops compares by character code, so LIKE with a fixed prefix can use it in any collation.
    index('promo_codes_code_lower_idx').on(sql`lower(${t.code}) text_pattern_ops`),
    // The lists' search rule (db/search-rule.ts, docs/decisions/0045): a part of the name, any case, and a
    // phone's digits in it, by trigrams (pg_trgm, as the chat search: docs/decisions/0021).
    index('promo_codes_customer_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    index('promo_codes_customer_digits_idx').using(
      'gin',
      sql`regexp_replace(${t.customerName}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    // The few demo codes: the claims list and the liability leave out their draws by a look-up here
    // (features/claims/claims-query.ts) instead of joining every draw to its code.
    index('promo_codes_demo_idx')
      .on(t.id)
      .where(sql`${t.isDemo}`),
    // The liability's spins still possible: the codes not expired yet, not every code ever made. Neither
    // column changes when a code is spun (is_used and use_count do), so the spin's update is unaffected.
    index('promo_codes_live_idx')
      .on(t.expiresAt)
      .where(sql`not ${t.isDemo}`),
  ],
);

/** A batch of codes generated at once from an uploaded or pasted list (docs/decisions/0019). */
export const promoBatches = pgTable(
  'promo_batches',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    /** How many codes it made. */
    count: integer('count').notNull(),
    adminSessionId: integer('admin_session_id'),
    ip: text('ip').notNull(),
    /** When its codes start to work; null: at once. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    /**
     * Its codes are still going in, in short transactions so that other requests run between them; none
     * can be spun or is listed until the last is in and this turns false, in one transaction. A pending batch
     * found at start-up was cut short by a stop: it and its codes are deleted (a spun one is kept).
     */
    pending: boolean('pending').notNull().default(false),
    /** Who generated it. */
    createdById: personId('created_by_id'),
    createdByName: personName('created_by_name'),
  },
  // Every spin and list asks which batches are pending (promo-filter's PENDING_BATCH_IDS): almost never any.
  (t) => [
    index('promo_batches_pending_idx')
      .on(t.id)
      .where(sql`pending`),
  ],
);

export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code').notNull(),
    prizeId: integer('prize_id').notNull(),
    prizeName: text('prize_name').notNull(),
    prizeType: text('prize_type', { enum: ['normal', 'super'] }).notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language the wheel showed the prize in (en, zh, ms); null for draws from before languages. */
    language: text('language'),
    /** The business date it was drawn on (statistics). */
    businessDay: businessDayOf('drawn_at'),
    /** Seconds from its code's generation to this spin, kept at the spin: the statistics' median. */
    spinSeconds: integer('spin_seconds'),
    /** The page's id for the spin (use-promo's spinId): asked again, it is answered with this draw. */
    spinId: text('spin_id'),
  },
  (t) => [
    index('draws_drawn_at_idx').on(newestFirst(t.drawnAt), newestFirst(t.id)),
    index('draws_business_day_idx').on(t.businessDay),
    // The claims list filtered by customer: from the customer's codes to their draws.
    index('draws_promo_code_idx').on(t.promoCodeId),
    // One draw per spin of a code (docs/decisions/0027): a spin sent again while the first is still in
    // flight loses on this index, never spends a second use; it is then answered with the first's draw.
    uniqueIndex('draws_spin_id_idx')
      .on(t.promoCodeId, t.spinId)
      .where(sql`spin_id is not null`),
  ],
);

/**
 * The payments of won draws (docs/decisions/0018). A draw with no live payment is unclaimed. A payment is
 * never changed or deleted by an operator: a mistake is voided with a reason (kept here and in the audit
 * trail), and the draw can then be paid again. Removed with its draw when the draw history is cleared; the
 * audit trail keeps every payment and void.
 */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: serial('id').primaryKey(),
    drawId: belongingTo(integer('draw_id'), () => draws.id),
    /** What the operator paid (typed, defaulting to the slot's value at the time). */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    method: text('method', { enum: ['cash', 'bank_transfer', 'credit', 'other'] }).notNull(),
    note: text('note').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** admin_sessions.id of the payer, kept without a foreign key: the record outlives the session. */
    paidBySession: integer('paid_by_session'),
    ip: text('ip').notNull().default(''),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').notNull().default(''),
    voidedBySession: integer('voided_by_session'),
    /** Who paid it, and who voided the payment. */
    paidById: personId('paid_by_id'),
    paidByName: personName('paid_by_name'),
    voidedById: personId('voided_by_id'),
    voidedByName: personName('voided_by_name'),
  },
  (t) => [
    // A draw is paid once: at most one payment that is not void per draw, held by the database itself, so
    // two operators paying at once get one payment and one refusal (the insert is ON CONFLICT DO NOTHING).
    uniqueIndex('claim_payments_live_draw_uq')
      .on(t.drawId)
      .where(sql`${t.voidedAt} is null`),
    // Voided payments of a draw (the foreign key's cascade, a draw's history).
    index('claim_payments_draw_idx').on(t.drawId),
    // The paid list, newest payment first, ties by draw: read in its order, so a page stops at its rows.
    index('claim_payments_paid_at_idx')
      .on(newestFirst(t.paidAt), newestFirst(t.drawId))
      .where(sql`${t.voidedAt} is null`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    customerCode: text('customer_code').notNull(),
    customerName: text('customer_name').notNull(),
    depositAmount: numeric('deposit_amount', { precision: 12, scale: 2 }).notNull(),
    // The business date (UTC+8) the deposit belongs to, as yyyy-mm-dd.
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    // A correction never deletes: an edit keeps the old values in its audit row, and a void keeps the
    // record (shown struck through, left out of every sum) with why.
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').notNull().default(''),
    // The batch whose row typed it: counted once the batch is live (a pending batch's deposits, like its
    // codes, are in no figure), and deleted with a batch that never went live.
    batchId: integer('batch_id').references(() => promoBatches.id),
    /** Who recorded it, and who last corrected or voided it (the audit trail keeps every change). */
    createdById: personId('created_by_id'),
    createdByName: personName('created_by_name'),
    changedById: personId('changed_by_id'),
    changedByName: personName('changed_by_name'),
  },
  (t) => [
    index('deposits_customer_date_idx').on(sql`lower(${t.customerCode})`, t.depositDate),
    // The deposit search's rule (db/search-rule.ts, docs/decisions/0045), as on promo_codes.
    index('deposits_customer_trgm_idx').using('gin', sql`lower(${t.customerCode}) gin_trgm_ops`),
    index('deposits_name_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    index('deposits_customer_digits_idx').using(
      'gin',
      sql`regexp_replace(${t.customerCode}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    // The statistics' deposits per date over a range.
    index('deposits_date_idx').on(t.depositDate),
  ],
);

/** Key/value settings grouped by page type, as the sync loads list them; values are strings. */
export const settings = pgTable(
  'settings',
  {
    pageType: text('page_type').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageType, t.key] })],
);

/**
 * The last saves of each setting (newest 10 kept), so an operator can go back to an earlier home page.
 * admin_session_id is kept without a foreign key: the history outlives the session it names.
 */
export const settingVersions = pgTable(
  'setting_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageType: text('page_type').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    adminSessionId: integer('admin_session_id'),
    ip: text('ip').notNull().default(''),
    /** Who saved (or published) it; none for the server's own saves. */
    savedById: personId('saved_by_id'),
    savedByName: personName('saved_by_name'),
  },
  // Newest first by id, the order saves are made in (docs/decisions/0024): the list, the pruning and the
  // published version read it, whatever clock each instance stamped savedAt with.
  (t) => [index('setting_versions_key_id_idx').on(t.pageType, t.key, t.id.desc())],
);

/**
 * The one draft of each page builder's document (HOME, NOTICE): edited and autosaved by the builder,
 * never shown to visitors; publishing saves it as the setting (a new version) and removes it.
 */
export const builderDrafts = pgTable('builder_drafts', {
  /** The setting the draft will be published as (landingPageBuilder, noticeBuilder). */
  key: text('key').primaryKey(),
  /** The document as JSON, checked by the setting's schema when written. */
  value: text('value').notNull(),
  /** Goes up by one with every write: a write or a publish names the revision it was made from. */
  revision: integer('revision').notNull(),
  /** setting_versions.id of the published page the draft was started from (null: none had been). */
  baseVersionId: bigint('base_version_id', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** admin_sessions.id of the last writer. */
  updatedBySession: integer('updated_by_session'),
});

export const chatSessions = pgTable(
  'chat_sessions',
  {
    // The visitor's secret session id: whoever holds it can read the session (docs/architecture.md, point 3).
    id: text('id').primaryKey(),
    visitorName: text('visitor_name').notNull().default('Visitor'),
    lastMessage: text('last_message').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    // Unread = visitor messages with a larger id: ids only grow, so one number says what was read.
    adminReadMessageId: integer('admin_read_message_id').notNull().default(0),
    // Set by the operator, cleared by the visitor's next message.
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The operator's own name for the customer; '' until given. */
    customerName: text('customer_name').notNull().default(''),
    /** Where the visitor is, as their widget last said (chatVisitorContextSchema); null until it has. */
    visitorContext: jsonb('visitor_context').$type<ChatVisitorContext>(),
    visitorContextAt: timestamp('visitor_context_at', { withTimezone: true }),
    /** A phone number or e-mail the visitor left to be reached at while no one could answer; '' when none. */
    contact: text('contact').notNull().default(''),
    createdAt: createdAt(),
  },
  // The desk's list in its order (open first, newest activity first): a page, searched or not, is read
  // from the top and stops at its last row, instead of sorting every conversation.
  (t) => [
    index('chat_sessions_list_idx').on(
      sql`(${t.resolvedAt} is not null)`,
      newestFirst(t.lastMessageAt),
      t.id,
    ),
    // The lists' search by a phone number finds the customer whose chat left it (db/search-rule.ts).
    index('chat_sessions_contact_digits_idx').using(
      'gin',
      sql`regexp_replace(${t.contact}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: belongingTo(text('session_id'), () => chatSessions.id),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * Which operator replied (their id, and their name at the time): the desk says "Support · name", the
     * visitor only ever sees Support.
     */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull().default(''),
    /** A message is text or one image: /api/chat/images/<id>.webp (a chat_images row), and then message is ''. */
    imageUrl: text('image_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_session_idx').on(t.sessionId, t.createdAt),
    // The operator's search (ILIKE '%words%', any case) reads this instead of every message: 1 ms instead
    // of ~150 ms at 100,000 messages (pg_trgm; docs/decisions/0021-chat-search-trigram-index.md).
    index('chat_messages_message_trgm_idx').using('gin', t.message.op('gin_trgm_ops')),
  ],
);

/** A re-encoded image as both image tables store it (lib/images). */
const storedImageColumns = () => ({
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * Images sent in chat, apart from the builders' public images: served only to their conversation's
 * visitor and to operators, and deleted after CHAT_IMAGE_RETENTION_DAYS
 * (docs/decisions/0028-uploads-held-and-private-chat-images.md). `<id>` and its phone variant `<id>-800`.
 */
export const chatImages = pgTable(
  'chat_images',
  {
    id: text('id').primaryKey(),
    sessionId: belongingTo(text('session_id'), () => chatSessions.id),
    ...storedImageColumns(),
  },
  // The retention sweep reads the oldest first.
  (t) => [index('chat_images_created_idx').on(t.createdAt)],
);

/** Builders' uploaded images, re-encoded, kept in the database so every instance can serve every image. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  ...storedImageColumns(),
});

/**
 * The people who sign in to the dashboard (docs/decisions/0050-permissions.md). The first start makes
 * the owner, login `owner`; the one admin password of before became the owner's (migration 0031).
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** How screens and records name the person. */
  name: text('name').notNull(),
  /** Letters, digits, '.', '_' and '-', stored in lower case: unique whatever case it is typed in. */
  login: text('login').notNull().unique(),
  /** owner, manager or agent (#shared/permissions). */
  role: text('role').notNull(),
  active: boolean('active').notNull().default(true),
  /**
   * scrypt, its parameters beside it (lib/password.ts). Null until the person accepts
   * their invitation and chooses one: nobody else ever knows it.
   */
  passwordHash: text('password_hash'),
  // Goes up by one whenever the password changes; a session records the generation it was made with and
  // ends when that is no longer the current one, so a new password signs the person's sessions out.
  generation: integer('generation').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /**
   * The one open invitation: sha256 of its token (the link holds the token; a database leak hands out no
   * invitation), and when it stops working. A new invitation replaces it; accepting clears it.
   */
  invitationHash: text('invitation_hash').unique(),
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  /** The TOTP key once two-factor sign-in is confirmed (lib/totp.ts). */
  twoFactorSecret: text('two_factor_secret'),
  /** A key being set up: it becomes the secret when a code from it is confirmed. */
  twoFactorPendingSecret: text('two_factor_pending_secret'),
  /** The time step of the last accepted code: a code works once. */
  twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
  /** sha256 of each recovery code not used yet. */
  recoveryCodeHashes: text('recovery_code_hashes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * The owner's security settings: one row (id 1). Not among the site's settings, which every visitor may
 * read: how the dashboard is guarded is nobody else's business.
 */
export const securitySettings = pgTable('security_settings', {
  id: integer('id').primaryKey(),
  /** Everyone must have two-factor sign-in: a person without it sets it up before anything else works. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
});

/** The owner's login name, made at the first start. */
export const OWNER_LOGIN = 'owner';

/**
 * The one admin password of before staff accounts. Migration 0031 made it the owner's; the table stays
 * one release for instances of the previous version still running during a rolling restart.
 */
export const ADMIN_CREDENTIAL_ID = 1;

export const adminCredentials = pgTable('admin_credentials', {
  id: integer('id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  // Goes up by one whenever the stored hash changes; a session records the generation it was made with and
  // ends when that is no longer the current one, so a new password signs every session out. The default 1 is
  // also the generation the sessions that existed before this column came are given: they stay signed in.
  generation: integer('generation').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    // sha256 of the cookie token: a database leak does not hand out live sessions.
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** staff.generation at login: the password this session was made with. */
    credentialGeneration: integer('credential_generation').notNull().default(1),
    // Last sign of this admin at the chat (a chat call, an open socket): visitors are told when nobody
    // has been there for a while. In the database so every instance sees every operator.
    chatSeenAt: timestamp('chat_seen_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * Whose session it is. Null only for a session an instance of the previous version made during a
     * rolling restart: this version does not take it (the person signs in again).
     */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** The last request made with it, at most a minute behind (My account's session list). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_sessions_token_hash_uq').on(t.tokenHash)],
);

/**
 * The page builders open right now, one row per browser tab (its own random id): who else has a builder
 * open is said before two people edit over each other. A tab says it is there when it opens the builder
 * and every EDITOR_TOUCH_EVERY_MS after; one not heard from for a while is no longer listed. In the
 * database so every instance lists every tab.
 */
export const builderEditors = pgTable(
  'builder_editors',
  {
    tabId: text('tab_id').primaryKey(),
    /** The setting the builder edits (landingPageBuilder, noticeBuilder), as builder_drafts.key. */
    document: text('document').notNull(),
    adminSessionId: integer('admin_session_id')
      .notNull()
      .references(() => adminSessions.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('builder_editors_document_idx').on(t.document, t.seenAt)],
);

/**
 * The dashboards open right now that hear the chat, one row per socket (its own random id): the desk says
 * who is there by person, however many tabs or devices each has. A row is made when the socket opens and
 * gone when it closes; the instance holding it marks it seen every presence round, so the rows of an
 * instance that died lapse. In the database so every instance lists every desk.
 */
export const chatDeskSockets = pgTable(
  'chat_desk_sockets',
  {
    socketId: text('socket_id').primaryKey(),
    adminSessionId: integer('admin_session_id')
      .notNull()
      .references(() => adminSessions.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_desk_sockets_session_idx').on(t.adminSessionId)],
);

/**
 * Attempt budgets (wrong admin passwords, unknown promo codes) per scope and key (an address), in fixed
 * windows. In the database so a limit holds across instances; one row per key so one atomic upsert
 * reserves an attempt before it is checked.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('attempt_counters_window_idx').on(t.windowStart)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor', { enum: ['admin', 'visitor', 'system'] }).notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    /** The operator who did it (null for a visitor or the server), and their name at the time. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(newestFirst(t.at)),
    // The Audit tab filters by person, newest first.
    index('audit_log_staff_at_idx').on(t.staffId, newestFirst(t.at)),
    // The Audit tab filters by action, newest first.
    index('audit_log_action_at_idx').on(t.action, newestFirst(t.at)),
  ],
);
