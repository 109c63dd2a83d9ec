// GET /api/admin/audit-log: audit entries, newest first, filtered and paged like the other admin lists;
// GET /api/admin/audit-log/actions: the kinds of entry that occur, for the screen's filter.
import { z } from 'zod';
import { datesInOrder } from '../business-date';
import { idField, optionalDateField, textField } from '../input-rules';
import { pagedListSchema, pageQueryFields } from './paged-list';

/** The audit screen's filters, shared by its list and its CSV export. */
export const auditFilterSchema = z.object({
  /**
   * A kind of entry (auditKind): an action, e.g. promo.redeem, or a settings save or discarded draft of one
   * setting, e.g. settings.save:landingPageBuilder (settings.save alone: every settings save).
   */
  action: textField('action', { max: 100 })
    .optional()
    .transform((s) => s || undefined),
  /** Business dates (UTC+8), inclusive. */
  from: optionalDateField('from'),
  to: optionalDateField('to'),
  /** Done by this person (staff id). */
  staffId: idField('staffId').optional(),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** A schema holding the audit filter, refusing a from after its to (a range that could hold nothing). */
export const withAuditDatesInOrder = <S extends z.ZodType<AuditFilter>>(schema: S) =>
  schema.refine((q) => datesInOrder(q.from, q.to), {
    message: 'from must not be after to',
    path: ['from'],
  });

export const auditLogQuerySchema = withAuditDatesInOrder(auditFilterSchema.extend(pageQueryFields(200, 50)));

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.enum(['admin', 'visitor', 'system']),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string(),
  /** The operator who did it (null: a visitor or the server), and their name at the time. */
  staffId: z.number().nullable(),
  staffName: z.string(),
});
export type AuditEntryItem = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = pagedListSchema(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;

/** The kinds of entry that occur (`action` is a kind, as the filter takes it), each with its count. */
export const auditActionsSchema = z.object({
  items: z.array(z.object({ action: z.string(), count: z.number() })),
  /** The people the log names, for the filter by person: their name now, and their number of entries. */
  people: z.array(z.object({ staffId: z.number(), name: z.string(), count: z.number() })),
});
export type AuditActions = z.infer<typeof auditActionsSchema>;
