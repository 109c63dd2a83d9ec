// English: the words for the server's error codes (#shared/api/errors). The English build shows the
// server's own message, which says more; these serve where there is none (i18n/server-errors.ts).
import { PERMISSION_WORDS, ROLE_MAY_NOT } from '#shared/permission-words';
import type { Permission, Role } from '#shared/permissions';

export const errors_requestInvalid = 'The request was refused. Check what you entered and try again.';
export const errors_requestJson = 'The request could not be read. Please try again.';
export const errors_tooLarge = 'That is too large to send.';
export const errors_mediaType = 'That kind of file or request is not accepted.';
export const errors_origin = 'Refused: changes are accepted from this site’s own pages only.';
export const errors_field = (p: { field: string }) => `Check ${p.field}: it is not accepted as it is.`;
export const errors_authRequired = 'Admin login required';
export const errors_authForbidden = 'Your role does not allow this.';
// A refusal beyond one's role (auth.forbidden) names the role and what it may not do: the server's words.
export const errors_roleMayNot: Record<Role, string> = ROLE_MAY_NOT;
export const errors_permissionWords: Record<Permission, string> = PERMISSION_WORDS;
export const errors_forbidden = (p: { who: string; action: string }) => `${p.who} ${p.action}.`;
export const errors_authPassword = 'Invalid password';
export const errors_authLogin = 'Invalid login name or password';
export const errors_authLocked = (p: { minutes: number }) =>
  `Too many failed login attempts. Try again in ${p.minutes} minute${p.minutes === 1 ? '' : 's'}.`;
export const errors_notFound = 'Not found.';
export const errors_conflict = 'This was changed meanwhile. Reload and try again.';
export const errors_rateLimited = (p: { seconds: number }) =>
  `Too many requests. Please try again in ${p.seconds} second${p.seconds === 1 ? '' : 's'}.`;
export const errors_busy = (p: { seconds: number }) =>
  `The server is busy; try again in ${p.seconds} second${p.seconds === 1 ? '' : 's'}.`;
export const errors_server = 'Something went wrong on the server. Please try again.';
export const errors_promoEmpty = 'Please enter a promo code';
export const errors_promoUnknown = 'Invalid promo code. Please check the code and try again.';
export const errors_promoUsed = 'This promo code has already been used.';
export const errors_promoUsedWon = (p: { at: string; prize: string }) =>
  `This code was used on ${p.at} and won ${p.prize}.`;
export const errors_promoUsedLastWon = (p: { at: string; prize: string; uses: number; limit: number }) =>
  `This code was last used on ${p.at} and won ${p.prize}. ${p.uses} of ${p.limit} spins used.`;
export const errors_promoExpired = 'This promo code has expired. Please ask for a new one.';
export const errors_promoTooMany = (p: { minutes: number }) =>
  `Too many wrong codes from your network. Please try again in ${p.minutes} minute${p.minutes === 1 ? '' : 's'}.`;
export const errors_promoUsedKept = 'This code has been used; its draw is part of the record';
export const errors_depositVoid = 'This deposit is void; a voided deposit cannot be changed';
export const errors_chatTooMany = (p: { seconds: number }) =>
  `Too many messages. Please try again in ${p.seconds} second${p.seconds === 1 ? '' : 's'}.`;
export const errors_chatReservedName = 'That name is kept for customer service; choose another name.';
export const errors_chatMixedScriptsName = 'Please write your name in one alphabet.';
export const errors_builderConflict =
  'The draft was changed elsewhere meanwhile. Reload the draft, then try again.';
export const errors_uploadRejected =
  'This image cannot be used. Choose a PNG, JPEG, WebP or GIF of at most 5 MB.';

export const errors_claimPaid = 'This win has been paid already; void that payment first to pay it again';
export const errors_claimVoided = 'This payment is void already';
export const errors_promoVoid = 'This promo code is no longer valid';
export const errors_promoUsedUp =
  'This code is used up: its spins are the record, so it cannot be voided or extended';
export const errors_promoVoided = 'This code was voided already; a void is final';
export const errors_batchPending = 'This batch is still being generated; try again once it is listed';
export const errors_staffLastOwner = 'This is the last active owner: make someone else an owner first';
export const errors_staffInvitation = 'This invitation link has expired, was used already or is not valid';
export const errors_staffLoginTaken = 'This login name is taken: choose another';
export const errors_authCodeRequired =
  'Enter the 6-digit code from your authenticator app, or a recovery code';
export const errors_authCode = 'That code is not right, or was used already';
export const errors_twoFactorRequired = 'Set up two-factor sign-in first: the owner requires it for everyone';
export const errors_backupRunning = 'A backup is being made now; try again once it is listed';
export const errors_backupPostgres = "This site runs on PostgreSQL: back it up with the database's own tools";
export const errors_backupNotWritable = 'The backup folder cannot be written';
export const errors_backupDiskFull = 'The disk holding the backup folder is full';
export const errors_backupFailed = 'The backup failed';
export const errors_passwordCommon = (p: { field: string }) =>
  `${p.field} is one of the most common passwords: choose another.`;
export const errors_passwordIsLogin = (p: { field: string }) =>
  `${p.field} cannot be the login name: choose another.`;

/**
 * Field names as the forms call them, for validation problems. The English build shows the rules' own
 * messages, which name their fields (i18n/issue-text.ts, server-errors.ts), and never reads this map: the
 * fields added later (the claims' amount, method, note, ids and filters; the prize values) are named in
 * zh and ms only, so the dashboard's first load does not carry words it never shows.
 */
export const errors_fieldNames: Record<string, string> = {
  code: 'the promo code',
  customerName: 'the customer',
  depositAmount: 'the deposit amount',
  depositDate: 'the deposit date',
  depositId: 'the deposit record',
  prizeId: 'the prize',
  prizeType: 'the wheel',
  expirationHours: 'the expiry hours',
  usageLimit: 'the usage limit',
  startDate: 'the start date',
  endDate: 'the end date',
  senderName: 'your name',
  message: 'the message',
  login: 'the login name',
  password: 'the password',
  names: 'the prize names',
  reason: 'the reason',
  title: 'the title',
  subtitle: 'the subtitle',
  content: 'the content',
  buttonText: 'the button text',
  buttonUrl: 'the button link',
  imageUrl: 'the image',
  backgroundColor: 'the background colour',
  textColor: 'the text colour',
  siteName: 'the site name',
  companySlogan: 'the slogan',
  url: 'the address',
  name: 'the name',
  phone: 'the phone number',
  contactWhatsapp: 'the WhatsApp number',
  contactTelegram: 'the Telegram name',
  contactPhone: 'the phone number',
  notes: 'the notes',
  customerCode: 'the customer',
  amount: 'the amount',
  spinNoticeText: 'the notice text',
  animationSpeed: 'the speed',
  text: 'the text',
  replies: 'the canned replies',
  currentPassword: 'the current password',
  newPassword: 'the new password',
  role: 'the role',
  token: 'the invitation link',
};

// A shared rule's refusal in a form (i18n/issue-text.ts); the English build shows the rule's own words.
export const errors_fieldEmpty = (p: { field: string }) => `Enter ${p.field}.`;
export const errors_fieldTooShort = (p: { field: string; min: number }) =>
  `${p.field} needs at least ${p.min} characters.`;
export const errors_fieldTooLong = (p: { field: string; max: number }) =>
  `${p.field} is too long: at most ${p.max} characters.`;
export const errors_fieldTooSmall = (p: { field: string; min: number }) =>
  `${p.field} must be at least ${p.min}.`;
export const errors_fieldTooLarge = (p: { field: string; max: number }) =>
  `${p.field} must be at most ${p.max}.`;
export const errors_batchInvalid =
  'Some rows have problems; no code was generated. Fix the rows listed, then try again.';
export const errors_promoNotActive = (p: { start: string }) =>
  `This promo code is not active yet. It starts on ${p.start}.`;
export const errors_promoNotActiveSoon = 'This promo code is not active yet.';
