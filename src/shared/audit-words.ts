// An audit entry in words, for the Audit tab and audit.csv alike: 'Prize names changed' and 'normal
// wheel: slot 3 中奖 → Mid Prize 20' rather than settings.save, dev_general.customPrizeNames and raw
// JSON. Entries written before a detail was recorded still read, with less said. The raw entry stays
// available beside these words (the tab's Details, the CSV's own columns).
import { businessStamp } from './business-date';
import { describeDocumentChanges, type DocumentChanges } from './document-changes';
import { isLocale, LANGUAGE_NAMES } from './i18n/locales';
import { objectOr } from './plain-object';
import { isWheelTheme, type WheelTheme } from './wheel-themes';

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

/**
 * Every action the audit log records. Each language's vocabulary names every one (a missing title does not
 * compile), and the server writes no other.
 */
export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.login_failed',
  'admin.logout',
  'admin.sign_out_everywhere',
  'admin.password_changed',
  'admin.session_ended',
  'staff.add',
  'staff.change',
  'staff.invite',
  'staff.accept',
  'admin.two_factor_on',
  'admin.two_factor_off',
  'staff.two_factor_reset',
  'security.save',
  'backup.create',
  'backup.delete',
  'backup.download',
  'promo.generate',
  'promo.batch_generate',
  'promo.redeem',
  'promo.delete',
  'promo.void',
  'promo.extend',
  'promo.batch_void',
  'promo.batch_extend',
  'deposit.create',
  'deposit.update',
  'deposit.void',
  'deposit.recorded_from_codes',
  'claim.pay',
  'claim.void',
  'draws.clear',
  'image.upload',
  'builder.draft_discarded',
  'settings.save',
  'export.promo-codes',
  'export.draws',
  'export.deposits',
  'export.audit',
  'export.stats',
  'export.claims',
  'export.chat',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The settings whose saves are counted by their entries (documentChanges). */
const LISTED_SETTINGS = ['landingPageBuilder', 'noticeBuilder', 'chatCannedReplies'] as const;
export type ListedSetting = (typeof LISTED_SETTINGS)[number];
const isListedSetting = (key: string): key is ListedSetting =>
  (LISTED_SETTINGS as readonly string[]).includes(key);

/**
 * The words of the audit entries in one language: English here (the server's audit.csv, the English
 * dashboard); the dashboard in Chinese or Malay passes its own (src/client/i18n/messages/<lang>/admin.ts).
 */
export interface AuditVocabulary {
  /** Each action's title, also the audit filter's labels. Settings are told apart by their target. */
  actions: Record<AuditAction, string>;
  /** What each setting's save (and a builder's discarded draft) is called, by the setting's key. */
  settings: Record<string, { saved: string; draftDiscarded?: string }>;
  /**
   * A builder's publish: '2 sections added, 1 changed; settings changed'; a save of the canned replies:
   * '1 canned reply added; the order changed'.
   */
  documentChanges: (changes: DocumentChanges, setting: ListedSetting) => string;
  wheel: (type: 'normal' | 'super') => string;
  slotRenamed: (p: { slot: string; from: string; to: string }) => string;
  noNameChanged: string;
  /** A slot's name in one language changed: 'normal wheel slot 1 in Bahasa Melayu: Free → Percuma'. */
  translationChanged: (p: {
    wheel: string;
    slot: string;
    language: string;
    from: string;
    to: string;
  }) => string;
  /** A slot with no translation, in translationChanged: it reads as the default language's name. */
  untranslated: string;
  changedFields: (fields: string) => string;
  noChanges: string;
  forCustomer: (customer: string) => string;
  wheelSlot: (p: { wheel: string; slot: string; prize: string }) => string;
  won: (p: { prize: string; wheel: string; slot: string }) => string;
  generatedAs: (name: string) => string;
  use: (count: string) => string;
  dated: (date: string) => string;
  reason: (reason: string) => string;
  amountChange: (p: { from: string; to: string }) => string;
  dateChange: (p: { from: string; to: string }) => string;
  notesChanged: string;
  noFieldChanged: string;
  drawsDeleted: (count: number) => string;
  /** The records made for codes' deposits when they were first counted: linked to the form's, and new. */
  depositsFromCodes: (p: { linked: number; recorded: number }) => string;
  sessionsEnded: (count: number) => string;
  /** The roles' names (owner, manager, agent). */
  roles: Record<string, string>;
  /** A person as the audit names them: 'Maria Tan (maria.t)'. */
  person: (p: { name: string; login: string }) => string;
  roleChange: (p: { from: string; to: string }) => string;
  nameChange: (p: { from: string; to: string }) => string;
  disabled: string;
  enabled: string;
  /** Whether everyone must have two-factor sign-in, now. */
  twoFactorRequired: (required: boolean) => string;
  customer: (customer: string) => string;
  codesStartingWith: (code: string) => string;
  from: (date: string) => string;
  to: (date: string) => string;
  action: (title: string) => string;
  /** A slot's value changed: 'normal wheel slot 3 RM 10.00 → RM 20.00'. */
  slotValueChanged: (p: { wheel: string; slot: string; from: string; to: string }) => string;
  /** A slot without a value, in slotValueChanged. */
  noValue: string;
  /** The wheel themes' names (docs/decisions/0060). */
  themes: Record<WheelTheme, string>;
  /** A wheel's theme changed: 'super wheel: Classic → Neon'. */
  themeChanged: (p: { wheel: string; from: string; to: string }) => string;
  /** A slot's picture given, replaced or taken away: 'normal wheel slot 2 picture added'. */
  pictureChanged: (p: { wheel: string; slot: string; change: PictureChange }) => string;
  /** How a win was paid, by the method's name (cash, bank_transfer, credit, other). */
  methods: Record<string, string>;
  /** 'RM 25.50 by bank transfer'. */
  paidBy: (p: { amount: string; method: string }) => string;
  /** 'draw 12'. */
  draw: (id: string) => string;
  /** claims.csv's list: 'unclaimed' or 'paid'. */
  claimStatus: (status: 'unclaimed' | 'paid') => string;
  /** A code's or a batch's new expiry, 'expires 2026-11-30 18:00 (UTC+8)' (the time in UTC+8). */
  newExpiry: (time: string) => string;
  /** A batch's void or extension: '3 codes changed, 1 used up left, 0 voided before left'. */
  batchChanged: (p: { changed: number; usedUp: number; voided: number }) => string;
  /** A backup made by the schedule, not by a person. */
  scheduled: string;
  /** A backup deleted because the retention no longer keeps it. */
  byRetention: string;
  /** Between the parts of a summary: ', ' in English. */
  separator: string;
}

export type PictureChange = 'added' | 'replaced' | 'removed';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ENGLISH_AUDIT_WORDS: AuditVocabulary = {
  actions: {
    'admin.login': 'Signed in',
    'admin.login_failed': 'Sign-in refused (wrong password)',
    'admin.logout': 'Signed out',
    'admin.sign_out_everywhere': 'Signed out everywhere',
    'admin.password_changed': 'Password changed',
    'admin.session_ended': 'Session signed out',
    'staff.add': 'Person added',
    'staff.change': 'Person changed',
    'staff.invite': 'New invitation link',
    'staff.accept': 'Invitation accepted',
    'admin.two_factor_on': 'Two-factor sign-in turned on',
    'admin.two_factor_off': 'Two-factor sign-in turned off',
    'staff.two_factor_reset': 'Two-factor sign-in reset',
    'security.save': 'Security settings changed',
    'backup.create': 'Backup made',
    'backup.delete': 'Backup deleted',
    'backup.download': 'Backup downloaded',
    'promo.generate': 'Promo code generated',
    'promo.batch_generate': 'Promo codes generated in a batch',
    'promo.redeem': 'Promo code redeemed',
    'promo.delete': 'Promo code deleted',
    'promo.void': 'Promo code voided',
    'promo.extend': 'Promo code extended',
    'promo.batch_void': 'Promo batch voided',
    'promo.batch_extend': 'Promo batch extended',
    'deposit.create': 'Deposit recorded',
    'deposit.update': 'Deposit corrected',
    'deposit.void': 'Deposit voided',
    'deposit.recorded_from_codes': "Promo codes' deposits recorded",
    'claim.pay': 'Win paid',
    'claim.void': 'Payment voided',
    'draws.clear': 'Draw history cleared',
    'image.upload': 'Image uploaded',
    'builder.draft_discarded': 'Draft discarded',
    'settings.save': 'Settings saved',
    'export.promo-codes': 'Promo codes exported (CSV)',
    'export.draws': 'Draws exported (CSV)',
    'export.deposits': 'Deposits exported (CSV)',
    'export.audit': 'Audit log exported (CSV)',
    'export.stats': 'Statistics exported (CSV)',
    'export.claims': 'Claims exported (CSV)',
    'export.chat': 'Live chat conversation exported',
  },
  settings: {
    customPrizeNames: { saved: 'Prize names changed' },
    customSuperPrizeNames: { saved: 'Prize names changed' },
    prizeNameTranslations: { saved: 'Prize name translations changed' },
    prizeValues: { saved: 'Prize values changed' },
    wheelThemes: { saved: 'Wheel theme changed' },
    prizeImages: { saved: 'Prize pictures changed' },
    spinNoticeSettings: { saved: 'Spin-page notice changed' },
    landingPageBuilder: { saved: 'HOME page published', draftDiscarded: 'HOME page draft discarded' },
    noticeBuilder: { saved: 'NOTICE page published', draftDiscarded: 'NOTICE page draft discarded' },
    gamesLogBuilder: { saved: 'Games log settings saved' },
    defaultLanguage: { saved: 'Default language changed' },
    chatHours: { saved: 'Chat hours changed' },
    chatCannedReplies: { saved: 'Canned replies changed' },
    promoShareMessages: { saved: 'Code message template changed' },
  },
  documentChanges: (changes, setting) =>
    describeDocumentChanges(
      changes,
      setting === 'noticeBuilder'
        ? ['notice', 'notices']
        : setting === 'chatCannedReplies'
          ? ['canned reply', 'canned replies']
          : ['section', 'sections'],
    ),
  wheel: (type) => (type === 'super' ? 'super wheel' : 'normal wheel'),
  slotRenamed: ({ slot, from, to }) => `slot ${slot} ${from} → ${to}`,
  noNameChanged: 'no name changed',
  translationChanged: ({ wheel, slot, language, from, to }) =>
    `${wheel} slot ${slot} in ${language}: ${from} → ${to}`,
  untranslated: 'no translation',
  changedFields: (fields) => `changed: ${fields}`,
  noChanges: 'no changes',
  forCustomer: (customer) => `for ${customer}`,
  wheelSlot: ({ wheel, slot, prize }) => `${wheel} slot ${slot} ${prize}`.trim(),
  won: ({ prize, wheel, slot }) => `won ${prize} (${wheel}, slot ${slot})`,
  generatedAs: (name) => `generated as ${name}`,
  use: (count) => `use ${count}`,
  dated: (date) => `dated ${date}`,
  reason: (reason) => `reason: ${reason}`,
  amountChange: ({ from, to }) => `amount ${from} → ${to}`,
  dateChange: ({ from, to }) => `date ${from} → ${to}`,
  notesChanged: 'notes changed',
  noFieldChanged: 'no field changed',
  drawsDeleted: (n) => `${plural(n, 'draw', 'draws')} deleted`,
  depositsFromCodes: ({ linked, recorded }) =>
    `${plural(linked, 'code', 'codes')} linked to the record made with it, ${plural(recorded, 'new record', 'new records')}`,
  sessionsEnded: (n) => `${plural(n, 'session', 'sessions')} ended`,
  roles: { owner: 'owner', manager: 'manager', agent: 'agent' },
  person: ({ name, login }) => `${name} (${login})`,
  roleChange: ({ from, to }) => `role ${from} → ${to}`,
  nameChange: ({ from, to }) => `name ${from} → ${to}`,
  disabled: 'disabled',
  enabled: 'enabled again',
  twoFactorRequired: (required) =>
    required ? 'two-factor sign-in required for everyone' : 'two-factor sign-in no longer required',
  customer: (customer) => `customer ${customer}`,
  codesStartingWith: (code) => `codes starting with ${code}`,
  from: (date) => `from ${date}`,
  to: (date) => `to ${date}`,
  action: (title) => `action ${title}`,
  slotValueChanged: ({ wheel, slot, from, to }) => `${wheel} slot ${slot} ${from} → ${to}`,
  noValue: 'no value',
  themes: { classic: 'Classic', neon: 'Neon', festive: 'Festive' },
  themeChanged: ({ wheel, from, to }) => `${wheel}: ${from} → ${to}`,
  pictureChanged: ({ wheel, slot, change }) => `${wheel} slot ${slot} picture ${change}`,
  methods: { cash: 'cash', bank_transfer: 'bank transfer', credit: 'credit', other: 'other means' },
  paidBy: ({ amount, method }) => `${amount} by ${method}`,
  draw: (id) => `draw ${id}`,
  claimStatus: (status) => (status === 'paid' ? 'paid' : 'unclaimed'),
  newExpiry: (time) => `expires ${time} (UTC+8)`,
  batchChanged: ({ changed, usedUp, voided }) =>
    `${plural(changed, 'code', 'codes')} changed, ${usedUp} used up and ${voided} voided before left as they were`,
  scheduled: 'on schedule',
  byRetention: 'no longer kept (retention)',
  separator: ', ',
};

/** Actions whose entries read by the setting they concern (their target is `pageType.key`). */
export const AUDIT_ACTIONS_BY_SETTING: readonly string[] = [
  'settings.save',
  'builder.draft_discarded',
] satisfies AuditAction[];

/** Settings whose entries read as another's: both wheels' renames are 'Prize names changed'. */
const READS_AS: Readonly<Record<string, string>> = { customSuperPrizeNames: 'customPrizeNames' };

/** The setting an entry concerns, from its target `pageType.key`. */
export const settingOfTarget = (target: string) => target.slice(target.indexOf('.') + 1);

/**
 * The kind of an entry, as the Audit tab's filter offers it: one per title an entry can read as. The
 * action, or for a settings save and a discarded draft, the action and its setting
 * ('settings.save:landingPageBuilder').
 */
export function auditKind(action: string, setting: string): string {
  return AUDIT_ACTIONS_BY_SETTING.includes(action) ? `${action}:${READS_AS[setting] ?? setting}` : action;
}

/**
 * The entries of a kind (or of a bare action): the action, and the settings they concern when the kind
 * names one. What the list, its export and the filter's counts select by.
 */
export function auditKindEntries(kind: string): { action: string; settings?: string[] } {
  const at = kind.indexOf(':');
  if (at < 0) return { action: kind };
  const setting = kind.slice(at + 1);
  return {
    action: kind.slice(0, at),
    settings: [setting, ...Object.keys(READS_AS).filter((other) => READS_AS[other] === setting)],
  };
}

/** The title of a setting's entry: its save, or its discarded draft (the action's title for others). */
function settingTitle(action: string, setting: string, words: AuditVocabulary): string {
  const said = words.settings[setting];
  const title = action === 'builder.draft_discarded' ? said?.draftDiscarded : said?.saved;
  return title ?? auditActionTitle(action, words);
}

/** The title the entries of a kind read with: the filter's label for it. */
export function auditKindTitle(kind: string, words: AuditVocabulary = ENGLISH_AUDIT_WORDS): string {
  const { action, settings } = auditKindEntries(kind);
  return settings?.[0] === undefined
    ? auditActionTitle(action, words)
    : settingTitle(action, settings[0], words);
}

/** The action's title, or the action itself for one the vocabulary does not know. */
export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

export const auditActionTitle = (action: string, words: AuditVocabulary = ENGLISH_AUDIT_WORDS): string =>
  isAuditAction(action) ? words.actions[action] : action;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const rm = (amount: unknown) => (text(amount) ? `RM ${text(amount)}` : '');
const wheelType = (type: unknown): 'normal' | 'super' => (type === 'super' ? 'super' : 'normal');
const join = (parts: readonly string[], separator: string) => parts.filter(Boolean).join(separator);

/** The slots whose value changed, in words; '' when none did. */
function valueWords(values: readonly unknown[], words: AuditVocabulary): string {
  const changed = values.map((raw) => {
    const slot = objectOr(raw);
    return words.slotValueChanged({
      wheel: words.wheel(wheelType(slot.wheel)),
      slot: text(slot.slot),
      from: rm(slot.from) || words.noValue,
      to: rm(slot.to) || words.noValue,
    });
  });
  return changed.join(words.separator);
}

/** The wheels whose theme changed, in words; '' when none did. */
function themeWords(themes: readonly unknown[], words: AuditVocabulary): string {
  const name = (theme: unknown) => (isWheelTheme(theme) ? words.themes[theme] : text(theme));
  return themes
    .map((raw) => {
      const change = objectOr(raw);
      return words.themeChanged({
        wheel: words.wheel(wheelType(change.wheel)),
        from: name(change.from),
        to: name(change.to),
      });
    })
    .join(words.separator);
}

/** The slots whose picture changed, in words (added, replaced, removed; not the addresses); '' when none did. */
function pictureWords(images: readonly unknown[], words: AuditVocabulary): string {
  return images
    .map((raw) => {
      const slot = objectOr(raw);
      const change: PictureChange = !text(slot.from) ? 'added' : !text(slot.to) ? 'removed' : 'replaced';
      return words.pictureChanged({
        wheel: words.wheel(wheelType(slot.wheel)),
        slot: text(slot.slot),
        change,
      });
    })
    .join(words.separator);
}

/** The slots whose name in a language changed, in words; '' when none did. */
function translationWords(translations: readonly unknown[], words: AuditVocabulary): string {
  const changed = translations.map((raw) => {
    const slot = objectOr(raw);
    return words.translationChanged({
      wheel: words.wheel(wheelType(slot.wheel)),
      slot: text(slot.slot),
      language: isLocale(slot.language) ? LANGUAGE_NAMES[slot.language] : text(slot.language),
      from: text(slot.from) || words.untranslated,
      to: text(slot.to) || words.untranslated,
    });
  });
  return changed.join(words.separator);
}

function settingWords(target: string, details: Record<string, unknown>, words: AuditVocabulary): AuditWords {
  const key = settingOfTarget(target);
  const setting = words.settings[key];
  if (!setting) return { title: settingTitle('settings.save', key, words), summary: target };
  const wheel = words.wheel(wheelType(details.wheel));
  if (Array.isArray(details.slots)) {
    const renamed = details.slots.map((raw) => {
      const slot = objectOr(raw);
      return words.slotRenamed({ slot: text(slot.slot), from: text(slot.from), to: text(slot.to) });
    });
    // A save of names carries the wheel's translations and values with it, in the same row
    // (docs/decisions/0038): each change is said as its own row said it.
    const changes: AuditWords[] = [
      ...(renamed.length > 0
        ? [{ title: setting.saved, summary: `${wheel}: ${renamed.join(words.separator)}` }]
        : []),
      ...(Array.isArray(details.translations) && details.translations.length > 0
        ? [
            {
              title: words.settings.prizeNameTranslations?.saved ?? setting.saved,
              summary: translationWords(details.translations, words),
            },
          ]
        : []),
      // Entries written before the translations were told slot by slot name the wheels whose changed.
      ...(Array.isArray(details.fields) && details.fields.length > 0
        ? [
            {
              title: words.settings.prizeNameTranslations?.saved ?? setting.saved,
              summary: words.changedFields(details.fields.map(text).join(', ')),
            },
          ]
        : []),
      ...(Array.isArray(details.values) && details.values.length > 0
        ? [
            {
              title: words.settings.prizeValues?.saved ?? setting.saved,
              summary: valueWords(details.values, words),
            },
          ]
        : []),
      ...(Array.isArray(details.themes) && details.themes.length > 0
        ? [
            {
              title: words.settings.wheelThemes?.saved ?? setting.saved,
              summary: themeWords(details.themes, words),
            },
          ]
        : []),
      ...(Array.isArray(details.images) && details.images.length > 0
        ? [
            {
              title: words.settings.prizeImages?.saved ?? setting.saved,
              summary: pictureWords(details.images, words),
            },
          ]
        : []),
    ];
    if (changes.length === 0) return { title: setting.saved, summary: `${wheel}: ${words.noNameChanged}` };
    // The title is the setting's the row is filed under (the first that changed), as the filter offers it.
    return {
      title: setting.saved,
      summary: join(
        changes.map((c) => (c.title === setting.saved ? c.summary : `${c.title}: ${c.summary}`)),
        words.separator,
      ),
    };
  }
  if (isListedSetting(key) && typeof details.added === 'number') {
    const changes: DocumentChanges = {
      added: count(details.added) ?? 0,
      changed: count(details.changed) ?? 0,
      removed: count(details.removed) ?? 0,
      reordered: details.reordered === true,
      settingsChanged: details.settingsChanged === true,
    };
    return { title: setting.saved, summary: words.documentChanges(changes, key) };
  }
  if (Array.isArray(details.translations)) {
    return {
      title: setting.saved,
      summary: translationWords(details.translations, words) || words.noChanges,
    };
  }
  if (Array.isArray(details.values)) {
    return { title: setting.saved, summary: valueWords(details.values, words) || words.noChanges };
  }
  if (Array.isArray(details.themes)) {
    return { title: setting.saved, summary: themeWords(details.themes, words) || words.noChanges };
  }
  if (Array.isArray(details.images)) {
    return { title: setting.saved, summary: pictureWords(details.images, words) || words.noChanges };
  }
  if (Array.isArray(details.fields)) {
    const fields = details.fields.map(text).filter(Boolean);
    return {
      title: setting.saved,
      summary: fields.length > 0 ? words.changedFields(fields.join(', ')) : words.noChanges,
    };
  }
  return { title: setting.saved, summary: '' };
}

/** The fields of a deposit correction that differ, 'amount RM 250.00 → RM 300.00'. */
function correctionWords(details: Record<string, unknown>, words: AuditVocabulary): string {
  const before = objectOr(details.before);
  const after = objectOr(details.after);
  const changed = (name: string) => text(before[name]) !== text(after[name]);
  return join(
    [
      changed('depositAmount')
        ? words.amountChange({ from: rm(before.depositAmount), to: rm(after.depositAmount) })
        : '',
      changed('depositDate')
        ? words.dateChange({ from: text(before.depositDate), to: text(after.depositDate) })
        : '',
      changed('notes') ? words.notesChanged : '',
    ],
    words.separator,
  );
}

/** The person an entry is about ('Maria Tan (maria.t)'), or '' when it names none. */
function personWords(details: Record<string, unknown>, words: AuditVocabulary): string {
  const name = text(details.name);
  const login = text(details.login);
  return name && login ? words.person({ name, login }) : name || login;
}

const roleWord = (role: unknown, words: AuditVocabulary): string => words.roles[text(role)] ?? text(role);

/** The entry in words (English unless a vocabulary is given). Every value is returned as text. */
export function auditWords(
  { action, target, details }: AuditFacts,
  words: AuditVocabulary = ENGLISH_AUDIT_WORDS,
): AuditWords {
  const d = details;
  const title = auditActionTitle(action, words);
  const parts = (list: readonly string[]) => join(list, words.separator);
  const counted = (value: unknown, say: (n: number) => string) => {
    const n = count(value);
    return n === null ? '' : say(n);
  };
  /** 'from 2026-11-01 to 2026-11-30', 'from 2026-11-01', 'to …' or ''. */
  const dateRange = (from: unknown, to: unknown) =>
    join([text(from) && words.from(text(from)), text(to) && words.to(text(to))], ' ');
  switch (action) {
    case 'settings.save':
      return settingWords(target, d, words);
    case 'builder.draft_discarded':
      return { title: settingTitle(action, settingOfTarget(target), words), summary: '' };
    case 'promo.generate':
      return {
        title,
        summary: parts([
          text(d.customerName) && words.forCustomer(text(d.customerName)),
          text(d.prizeName) &&
            words.wheelSlot({
              wheel: words.wheel(wheelType(d.prizeType)),
              slot: text(d.prizeId),
              prize: text(d.prizeName),
            }),
        ]),
      };
    case 'promo.redeem':
      return {
        title,
        summary: parts([
          text(d.prizeName) &&
            words.won({
              prize: text(d.prizeName),
              wheel: words.wheel(wheelType(d.prizeType)),
              slot: text(d.prizeId),
            }),
          text(d.generatedAs) && words.generatedAs(text(d.generatedAs)),
          count(d.useCount) !== null ? words.use(text(d.useCount)) : '',
        ]),
      };
    case 'promo.delete':
      return { title, summary: text(d.customerName) && words.forCustomer(text(d.customerName)) };
    case 'promo.void':
    case 'promo.extend':
    case 'promo.batch_void':
    case 'promo.batch_extend': {
      const expiry = text(d.expiresAt) && businessStamp(text(d.expiresAt));
      return {
        title,
        summary: parts([
          text(d.customerName) && words.forCustomer(text(d.customerName)),
          count(d.changed) !== null
            ? words.batchChanged({
                changed: count(d.changed) ?? 0,
                usedUp: count(d.skippedUsedUp) ?? 0,
                voided: count(d.skippedVoided) ?? 0,
              })
            : '',
          expiry ? words.newExpiry(expiry) : '',
          text(d.reason) && words.reason(text(d.reason)),
        ]),
      };
    }
    case 'deposit.create':
      return {
        title,
        summary: parts([rm(d.depositAmount), text(d.depositDate) && words.dated(text(d.depositDate))]),
      };
    case 'deposit.update': {
      const what = correctionWords(d, words) || words.noFieldChanged;
      return { title, summary: text(d.reason) ? `${what} (${text(d.reason)})` : what };
    }
    case 'deposit.void':
      return {
        title,
        summary: parts([
          rm(d.depositAmount),
          text(d.depositDate) && words.dated(text(d.depositDate)),
          text(d.reason) && words.reason(text(d.reason)),
        ]),
      };
    case 'claim.pay':
    case 'claim.void': {
      const what = parts([
        words.paidBy({ amount: rm(d.amount), method: words.methods[text(d.method)] ?? text(d.method) }),
        text(d.prizeName),
        text(d.drawId) && words.draw(text(d.drawId)),
      ]);
      if (action === 'claim.void')
        return { title, summary: parts([what, text(d.reason) && words.reason(text(d.reason))]) };
      return { title, summary: text(d.note) ? `${what} (${text(d.note)})` : what };
    }
    case 'export.claims':
      return {
        title,
        summary: parts([
          d.status === 'paid' || d.status === 'unclaimed' ? words.claimStatus(d.status) : '',
          text(d.customer) && words.customer(text(d.customer)),
          dateRange(d.startDate, d.endDate),
        ]),
      };
    case 'draws.clear':
      return { title, summary: counted(d.deletedCount, words.drawsDeleted) };
    case 'deposit.recorded_from_codes':
      return {
        title,
        summary: parts([
          words.depositsFromCodes({ linked: count(d.linked) ?? 0, recorded: count(d.recorded) ?? 0 }),
          rm(d.total),
        ]),
      };
    case 'admin.sign_out_everywhere':
    case 'admin.password_changed':
      return {
        title,
        summary: parts([personWords(d, words), counted(d.sessionsEnded, words.sessionsEnded)]),
      };
    case 'admin.session_ended':
    case 'staff.invite':
    case 'staff.accept':
    case 'admin.two_factor_on':
    case 'admin.two_factor_off':
    case 'staff.two_factor_reset':
      return { title, summary: personWords(d, words) };
    case 'security.save':
      return { title, summary: words.twoFactorRequired(d.requireTwoFactor === true) };
    // The file's name and size, the same in every language.
    case 'backup.create':
    case 'backup.delete':
    case 'backup.download': {
      const size = count(d.size);
      return {
        title,
        summary: parts([
          target,
          size !== null ? `${(size / 1_000_000).toFixed(1)} MB` : '',
          d.scheduled === true ? words.scheduled : '',
          d.retention === true ? words.byRetention : '',
        ]),
      };
    }
    case 'staff.add':
      return { title, summary: parts([personWords(d, words), roleWord(d.role, words)]) };
    case 'staff.change': {
      const before = objectOr(d.before);
      const after = objectOr(d.after);
      const changed = (name: string) => after[name] !== undefined && after[name] !== before[name];
      return {
        title,
        summary: parts([
          personWords(d, words),
          changed('name') ? words.nameChange({ from: text(before.name), to: text(after.name) }) : '',
          changed('role')
            ? words.roleChange({ from: roleWord(before.role, words), to: roleWord(after.role, words) })
            : '',
          changed('active') ? (after.active === false ? words.disabled : words.enabled) : '',
          counted(d.sessionsEnded, words.sessionsEnded),
        ]),
      };
    }
    case 'image.upload': {
      const size = count(d.byteSize);
      return {
        title,
        summary: parts([
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
        summary: parts([
          text(d.customer) && words.customer(text(d.customer)),
          text(d.code) && words.codesStartingWith(text(d.code)),
          dateRange(d.startDate, d.endDate),
        ]),
      };
    case 'export.deposits':
      return {
        title,
        summary: parts([
          text(d.customerCode) && words.customer(text(d.customerCode)),
          dateRange(d.startDate, d.endDate),
        ]),
      };
    case 'export.stats':
      return { title, summary: dateRange(d.from, d.to) };
    // The file's format as its extension (TXT, CSV): the same in every language.
    case 'export.chat':
      return {
        title,
        summary: parts([text(d.customer) && words.customer(text(d.customer)), text(d.format).toUpperCase()]),
      };
    case 'export.audit':
      return {
        title,
        summary: parts([
          text(d.action) && words.action(auditKindTitle(text(d.action), words)),
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
