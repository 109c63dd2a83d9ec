// English: the original app's screens are in English, and its English words are these, word for word.
// The dashboard's shell and tabs, the admin login, today at a glance, the audit log and the prize manager.
import type { PrizeType } from '#shared/prizes';
import { ENGLISH_AUDIT_WORDS, type AuditVocabulary } from '#shared/audit-words';

export const admin_loading = 'Loading...';
export const admin_error = 'Error';
export const admin_success = 'Success';
export const admin_save = 'Save';
export const admin_saving = 'Saving...';
export const admin_cancel = 'Cancel';
export const admin_edit = 'Edit';

// The dashboard and its tabs
export const admin_checkingSession = 'Checking session...';
export const admin_title = 'Admin Dashboard';
export const admin_sections = 'Admin sections';
export const admin_tabPromo = 'Promo Codes & Deposits';
export const admin_tabChat = 'Live Chat';
export const admin_tabHomeBuilder = 'HOME Builder';
export const admin_tabNoticeBuilder = 'NOTICE Builder';
export const admin_tabPrizes = 'Prizes';
export const admin_tabAudit = 'Audit';
export const admin_tabStats = 'Statistics';
export const admin_unsavedHome =
  'The home page draft has edits that are still being saved. They are lost if you leave now; stay a moment to keep them.';
export const admin_unsavedNotice =
  'The notice page draft has edits that are still being saved. They are lost if you leave now; stay a moment to keep them.';
export const admin_leaveTitle = (p: { tab: string }) => `Leave the ${p.tab}?`;
export const admin_leaveConfirm = 'Leave without saving';

// The login card and the way out
export const admin_loginTitle = 'Admin Login';
export const admin_loginIntro = 'Enter password to access admin panel';
export const admin_loginName = 'Login name';
export const admin_loginNameHint = 'Leave it empty to sign in as the owner.';
export const admin_password = 'Password';
export const admin_passwordPlaceholder = 'Enter admin password';
export const admin_login = 'Login';
export const admin_loggingIn = 'Logging in...';
export const admin_loginFailed = 'Login Failed';
export const admin_logout = 'Logout';
export const admin_signOutEverywhere = 'Sign out everywhere';
export const admin_signOutEverywhereTitle = 'Sign out everywhere?';
export const admin_signOutEverywhereText =
  'Ends every admin session: this browser and every other device signed in to the dashboard. Everyone signs in again with the password.';

// Today at a glance
export const admin_summaryTitle = 'Today at a glance';
export const admin_summaryLoadFailed = 'Could not load the figures';
export const admin_codesGenerated = 'Codes generated';
export const admin_codesGeneratedHint = 'not counting demo codes';
export const admin_codesRedeemed = 'Codes redeemed';
export const admin_redemptionRate = 'Redemption rate';
export const admin_redemptionRateHint = "of today's codes used";
export const admin_deposits = 'Deposits';
export const admin_foc = 'FOC 15%';
export const admin_summaryShow = 'Show details';
export const admin_summaryHide = 'Hide details';
export const admin_lineCodes = 'Codes';
export const admin_lineRedeemed = 'Redeemed';
export const admin_prizesWon = 'Prizes won, by the name the wheel showed';
export const admin_wheelNormal = 'normal';
export const admin_wheelSuper = 'super';
export const admin_noPrizesToday = 'No prizes won yet today.';
/** Today's wins at their slots' values; `unknown`: wins whose slot has no value, left out. */
export const admin_valueWonToday = (p: { amount: string; unknown: number }) =>
  `Value won: ${p.amount}${p.unknown > 0 ? ` (${p.unknown} ${p.unknown === 1 ? 'win' : 'wins'} without a value, not counted)` : ''}`;
/** Said after the count, to screen readers only: '3 won on the super wheel'. */
export const admin_wonOnWheel = (p: { type: PrizeType }) => ` won on the ${p.type} wheel`;

// The audit log
export const admin_auditTitle = 'Audit Log';
export const admin_auditAction = 'Action';
export const admin_auditAllActions = 'All actions';
export const admin_auditPerson = 'Person';
export const admin_auditEveryone = 'Everyone';
export const admin_auditFrom = 'From (UTC+8)';
export const admin_auditTo = 'To (UTC+8)';
export const admin_auditCheckFilters = 'Check the filters';
export const admin_auditResetFilters = 'Reset filters';
/** In 'Loading audit entries...' and 'Could not load audit entries: …'. */
export const admin_auditWhat = 'audit entries';
export const admin_auditNoneMatch = 'No audit entries match these filters';
export const admin_auditNone = 'No audit entries yet';
export const admin_auditPages = 'Audit entry pages';
export const admin_auditEntries = 'Audit entries';
export const admin_auditEntriesScrollable = 'Audit entries, scrollable';
export const admin_auditTime = 'Time (UTC+8)';
export const admin_auditWhatHappened = 'What happened';
export const admin_auditTarget = 'Target';
export const admin_auditWho = 'Who';
export const admin_auditDetails = 'Details';
/** A setting named in the Target column, by its key (the key itself is behind Details). */
export const admin_auditSettingNames: Record<string, string> = {
  customPrizeNames: 'Prize names (normal wheel)',
  customSuperPrizeNames: 'Prize names (super wheel)',
  prizeNameTranslations: 'Prize name translations',
  prizeValues: 'Prize values',
  wheelThemes: 'Wheel themes',
  prizeImages: 'Prize pictures',
  spinNoticeSettings: 'Spin-page notice',
  landingPageBuilder: 'HOME page',
  noticeBuilder: 'NOTICE page',
  gamesLogBuilder: 'Games log settings',
  defaultLanguage: 'Default language',
  chatHours: 'Chat hours',
  chatCannedReplies: 'Canned replies',
  promoShareMessages: 'Code message template',
};
export const admin_actorAdmin = 'Admin';
export const admin_actorVisitor = 'Visitor';
export const admin_actorSystem = 'System';

// The prize manager
export const admin_prizeManager = 'Prize Manager';
export const admin_prizeTypeNormal = 'NORMAL';
export const admin_prizeTypeSuper = 'SUPER';
export const admin_loadingPrizes = 'Loading prizes...';
/** In 'Could not load the prizes: …'. */
export const admin_thePrizes = 'the prizes';
export const admin_prizeList = (p: { type: PrizeType }) =>
  `${p.type === 'normal' ? 'Normal' : 'Super'} prizes`;
export const admin_prizeNameLabel = (p: { slot: number }) => `Prize ${p.slot} name`;
export const admin_editPrize = (p: { slot: number }) => `Edit prize ${p.slot}`;
export const admin_prizeValueLabel = (p: { slot: number }) => `Prize ${p.slot} value (RM)`;
export const admin_prizeNoValue = 'no value';
export const admin_prizeValueInvalid =
  'The value must be an amount of RM such as 10 or 10.50, or blank for no value';
export const admin_prizeNameEmpty = 'The prize name cannot be empty';
export const admin_prizeSaveFailed = 'Save failed, please try again';
export const admin_prizeRenamed = (p: { slot: number; name: string }) =>
  `Prize ${p.slot} renamed to ${p.name}`;
export const admin_prizeNamesReset = 'Prize names restored to the defaults';
export const admin_resetToDefaults = 'Reset to Defaults';
export const admin_resetTitle = 'Reset prize names?';
export const admin_resetText = (p: { type: PrizeType }) =>
  `The six ${p.type} prize names go back to the defaults on every wheel.`;
export const admin_reset = 'Reset';

// The default language of visitors
export const admin_defaultLanguageTitle = 'Default language';
export const admin_defaultLanguageLabel = 'Language for visitors';
export const admin_defaultLanguageHint =
  'Shown to visitors whose browser asks for none of English, 中文 and Bahasa Melayu, until they choose one in the header.';
export const admin_defaultLanguageTexts =
  'Your own texts (prize names, the notice, the HOME and NOTICE pages) are written in this language; the others are their translations. Changing it rewrites no text: untranslated texts are then read as the new language.';
export const admin_defaultLanguageWhat = 'the default language';
export const admin_defaultLanguageSaved = (language: string) => `Visitors now see ${language} by default.`;

// The audit entries' words: the shared English ones, which the server's audit.csv uses too.
export const admin_auditWords: AuditVocabulary = ENGLISH_AUDIT_WORDS;
