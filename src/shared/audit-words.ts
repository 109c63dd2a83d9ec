// An audit entry in words, for the Audit tab and audit.csv alike: 'Prize names changed' and 'normal
// wheel: slot 3 中奖 → Mid Prize 20' rather than settings.save, dev_general.customPrizeNames and raw
// JSON. Entries written before a detail was recorded still read, with less said. The raw entry stays
// available beside these words (the tab's Details, the CSV's own columns).
import { describeDocumentChanges, type DocumentChanges } from './document-changes';
import { objectOr } from './plain-object';

export interface AuditFacts {
  action: string;
  target: string;
  details: Record<string, unknown>;
}

export interface AuditWords {
  /** What happened, e.g. 'Deposit corrected'. */
  title: string;
  /** What it changed or concerned, e.g. 'amount RM 250.00 → RM 300.00'; '' when there is nothing more. */
  summary: string;
}

/** Each action's title, also the audit filter's labels. Settings are told apart by their target. */
export const AUDIT_ACTION_TITLES: Record<string, string> = {
  'admin.login': 'Signed in',
  'admin.login_failed': 'Sign-in refused (wrong password)',
  'admin.logout': 'Signed out',
  'admin.sign_out_everywhere': 'Signed out everywhere',
  'admin.password_changed': 'Admin password changed',
  'promo.generate': 'Promo code generated',
  'promo.redeem': 'Promo code redeemed',
  'promo.delete': 'Promo code deleted',
  'deposit.create': 'Deposit recorded',
  'deposit.update': 'Deposit corrected',
  'deposit.void': 'Deposit voided',
  'draws.clear': 'Draw history cleared',
  'image.upload': 'Image uploaded',
  'builder.draft_discarded': 'Draft discarded',
  'settings.save': 'Settings saved',
  'export.promo-codes': 'Promo codes exported (CSV)',
  'export.draws': 'Draws exported (CSV)',
  'export.deposits': 'Deposits exported (CSV)',
  'export.audit': 'Audit log exported (CSV)',
};

/** The action's title, or the action itself for one this list does not know. */
export const auditActionTitle = (action: string): string => AUDIT_ACTION_TITLES[action] ?? action;

/** What each setting is called, by the key at the end of the entry's target (general.noticeBuilder). */
const SETTING_TITLES: Record<string, { saved: string; draftDiscarded?: string; noun?: [string, string] }> = {
  customPrizeNames: { saved: 'Prize names changed' },
  customSuperPrizeNames: { saved: 'Prize names changed' },
  spinNoticeSettings: { saved: 'Spin-page notice changed' },
  landingPageBuilder: {
    saved: 'HOME page published',
    draftDiscarded: 'HOME page draft discarded',
    noun: ['section', 'sections'],
  },
  noticeBuilder: {
    saved: 'NOTICE page published',
    draftDiscarded: 'NOTICE page draft discarded',
    noun: ['notice', 'notices'],
  },
  gamesLogBuilder: { saved: 'Games log settings saved' },
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const rm = (amount: unknown) => (text(amount) ? `RM ${text(amount)}` : '');
const wheelName = (type: unknown) => (type === 'super' ? 'super wheel' : 'normal wheel');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** '3 draws deleted' from a recorded count; '' for an entry that recorded none. */
const counted = (value: unknown, one: string, many: string, what: string) => {
  const n = count(value);
  return n === null ? '' : `${plural(n, one, many)} ${what}`;
};
const join = (parts: readonly string[], separator = ', ') => parts.filter(Boolean).join(separator);

/** 'from 2026-11-01 to 2026-11-30', 'from 2026-11-01', 'to …' or ''. */
const dateRange = (from: unknown, to: unknown) =>
  join([text(from) && `from ${text(from)}`, text(to) && `to ${text(to)}`], ' ');

function settingWords(target: string, details: Record<string, unknown>): AuditWords {
  const key = target.slice(target.indexOf('.') + 1);
  const setting = SETTING_TITLES[key];
  if (!setting) return { title: auditActionTitle('settings.save'), summary: target };
  if (Array.isArray(details.slots)) {
    const renamed = details.slots.map((raw) => {
      const slot = objectOr(raw);
      return `slot ${text(slot.slot)} ${text(slot.from)} → ${text(slot.to)}`;
    });
    const what = renamed.length > 0 ? renamed.join(', ') : 'no name changed';
    return { title: setting.saved, summary: `${wheelName(details.wheel)}: ${what}` };
  }
  if (setting.noun && typeof details.added === 'number') {
    const changes: DocumentChanges = {
      added: count(details.added) ?? 0,
      changed: count(details.changed) ?? 0,
      removed: count(details.removed) ?? 0,
      reordered: details.reordered === true,
      settingsChanged: details.settingsChanged === true,
    };
    return { title: setting.saved, summary: describeDocumentChanges(changes, setting.noun) };
  }
  if (Array.isArray(details.fields)) {
    const fields = details.fields.map(text).filter(Boolean);
    return {
      title: setting.saved,
      summary: fields.length > 0 ? `changed: ${fields.join(', ')}` : 'no changes',
    };
  }
  return { title: setting.saved, summary: '' };
}

/** The fields of a deposit correction that differ, 'amount RM 250.00 → RM 300.00'. */
function correctionWords(details: Record<string, unknown>): string {
  const before = objectOr(details.before);
  const after = objectOr(details.after);
  const changed = (name: string) => text(before[name]) !== text(after[name]);
  return join([
    changed('depositAmount') ? `amount ${rm(before.depositAmount)} → ${rm(after.depositAmount)}` : '',
    changed('depositDate') ? `date ${text(before.depositDate)} → ${text(after.depositDate)}` : '',
    changed('notes') ? 'notes changed' : '',
  ]);
}

/** The entry in words. Every value is returned as text, for the caller to show as text. */
export function auditWords({ action, target, details }: AuditFacts): AuditWords {
  const d = details;
  const title = auditActionTitle(action);
  switch (action) {
    case 'settings.save':
      return settingWords(target, d);
    case 'builder.draft_discarded': {
      const key = target.slice(target.indexOf('.') + 1);
      return { title: SETTING_TITLES[key]?.draftDiscarded ?? title, summary: '' };
    }
    case 'promo.generate':
      return {
        title,
        summary: join([
          text(d.customerName) && `for ${text(d.customerName)}`,
          text(d.prizeName) &&
            `${wheelName(d.prizeType)} slot ${text(d.prizeId)} ${text(d.prizeName)}`.trim(),
        ]),
      };
    case 'promo.redeem':
      return {
        title,
        summary: join([
          text(d.prizeName) &&
            `won ${text(d.prizeName)} (${wheelName(d.prizeType)}, slot ${text(d.prizeId)})`,
          text(d.generatedAs) && `generated as ${text(d.generatedAs)}`,
          count(d.useCount) !== null ? `use ${text(d.useCount)}` : '',
        ]),
      };
    case 'promo.delete':
      return { title, summary: text(d.customerName) && `for ${text(d.customerName)}` };
    case 'deposit.create':
      return {
        title,
        summary: join([rm(d.depositAmount), text(d.depositDate) && `dated ${text(d.depositDate)}`]),
      };
    case 'deposit.update': {
      const what = correctionWords(d) || 'no field changed';
      return { title, summary: text(d.reason) ? `${what} (${text(d.reason)})` : what };
    }
    case 'deposit.void':
      return {
        title,
        summary: join([
          rm(d.depositAmount),
          text(d.depositDate) && `dated ${text(d.depositDate)}`,
          text(d.reason) && `reason: ${text(d.reason)}`,
        ]),
      };
    case 'draws.clear':
      return { title, summary: counted(d.deletedCount, 'draw', 'draws', 'deleted') };
    case 'admin.sign_out_everywhere':
    case 'admin.password_changed':
      return { title, summary: counted(d.sessionsEnded, 'session', 'sessions', 'ended') };
    case 'image.upload': {
      const size = count(d.byteSize);
      return {
        title,
        summary: join([
          count(d.width) !== null && count(d.height) !== null
            ? `${text(d.width)} × ${text(d.height)} px`
            : '',
          size !== null ? `${Math.max(1, Math.round(size / 1024))} KB` : '',
        ]),
      };
    }
    case 'export.promo-codes':
      return {
        title,
        summary: join([
          text(d.customer) && `customer ${text(d.customer)}`,
          text(d.code) && `codes starting with ${text(d.code)}`,
          dateRange(d.startDate, d.endDate),
        ]),
      };
    case 'export.deposits':
      return {
        title,
        summary: join([
          text(d.customerCode) && `customer ${text(d.customerCode)}`,
          dateRange(d.startDate, d.endDate),
        ]),
      };
    case 'export.audit':
      return {
        title,
        summary: join([
          text(d.action) && `action ${auditActionTitle(text(d.action))}`,
          dateRange(d.from, d.to),
        ]),
      };
    default:
      return { title, summary: '' };
  }
}

/** 'Deposit corrected: amount RM 250.00 → RM 300.00', one line (the CSV's column). */
export function auditLine(facts: AuditFacts): string {
  const { title, summary } = auditWords(facts);
  return summary ? `${title}: ${summary}` : title;
}
