// The Staff tab (owner), My account, and the invitation a new person accepts.
import type { Role } from '#shared/permissions';

export const staff_tab = 'Staff';
export const staff_accountTab = 'My account';
export const staff_signedInAs = (p: { name: string; role: string }) => `Signed in as ${p.name} (${p.role})`;
export const staff_roleNames: Record<Role, string> = { owner: 'Owner', manager: 'Manager', agent: 'Agent' };
export const staff_roleAbout: Record<Role, string> = {
  owner: 'Everything, including staff, sessions and security',
  manager: 'Everything except staff, sessions and security',
  agent: 'Live Chat, generating codes, recording and finding deposits',
};

// The list.
export const staff_title = 'Staff';
export const staff_intro =
  'Everyone who can sign in to this dashboard. Add a person to make their one-time invitation link.';
export const staff_loading = 'Loading staff...';
export const staff_loadFailed = 'The staff list could not be loaded.';
export const staff_colPerson = 'Person';
export const staff_colRole = 'Role';
export const staff_colStatus = 'Status';
export const staff_colTwoFactor = 'Two-factor sign-in';
export const staff_colLastSignIn = 'Last sign-in';
export const staff_colActions = 'Actions';
export const staff_active = 'Active';
export const staff_disabled = 'Disabled';
export const staff_invited = (p: { time: string }) => `Invited: the link works until ${p.time}`;
export const staff_invitationExpired = 'Invited: the link has expired';
export const staff_on = 'On';
export const staff_off = 'Off';
export const staff_never = 'Never';
export const staff_you = 'you';
export const staff_roleOf = (p: { name: string }) => `Role of ${p.name}`;
export const staff_disable = 'Disable';
export const staff_enable = 'Enable';
export const staff_newLink = 'New invitation link';
export const staff_disableTitle = (p: { name: string }) => `Disable ${p.name}?`;
export const staff_disableText =
  'They are signed out at once on every device, and cannot sign in until they are enabled again.';
export const staff_roleChanged = (p: { name: string; role: string }) => `${p.name} is now ${p.role}.`;
export const staff_disabledDone = (p: { name: string }) => `${p.name} was disabled and signed out.`;
export const staff_enabledDone = (p: { name: string }) => `${p.name} can sign in again.`;
export const staff_notSaved = 'The change was not saved';

// Adding a person, and the link shown once.
export const staff_add = 'Add a person';
export const staff_name = 'Name';
export const staff_nameHint = 'How the dashboard and its records name them.';
export const staff_login = 'Login name';
export const staff_loginHint = "Letters, digits, '.', '_' and '-'. They sign in with it.";
export const staff_role = 'Role';
export const staff_addSubmit = 'Add and make the link';
export const staff_adding = 'Adding...';
export const staff_notAdded = 'The person was not added';
export const staff_linkTitle = (p: { name: string }) => `Invitation link for ${p.name}`;
export const staff_linkText = (p: { time: string }) =>
  `Send it to them yourself. It works once, until ${p.time}, and they choose their own password with it. It is shown only now: if it is lost, make a new one.`;
export const staff_linkLabel = 'Invitation link';
export const staff_copy = 'Copy link';
export const staff_copied = 'Link copied';
export const staff_copyFailed = 'Select the link and copy it';
export const staff_done = 'Done';

// The invitation, as the new person opens it.
export const staff_inviteTitle = 'Choose your password';
export const staff_inviteFor = (p: { name: string; login: string }) =>
  `Welcome, ${p.name}. Your login name is ${p.login}.`;
export const staff_inviteChecking = 'Checking the invitation...';
export const staff_inviteGone =
  'This invitation link has expired, was used already or is not valid. Ask the owner for a new one.';
export const staff_password = 'Password';
export const staff_passwordHint = (p: { min: number }) =>
  `At least ${p.min} characters; not a common password, nor your login name.`;
export const staff_passwordAgain = 'Password again';
export const staff_passwordsDiffer = 'The two passwords are not the same.';
export const staff_inviteSubmit = 'Set my password and sign in';
export const staff_inviteFailed = 'The password was not set';
export const staff_toLogin = 'Go to the login';

// My account.
export const staff_accountTitle = 'My account';
export const staff_accountWho = (p: { name: string; login: string; role: string }) =>
  `${p.name} · login name ${p.login} · ${p.role}`;
export const staff_changePassword = 'Change my password';
export const staff_currentPassword = 'Current password';
export const staff_newPassword = 'New password';
export const staff_newPasswordAgain = 'New password again';
export const staff_changePasswordSubmit = 'Change password';
export const staff_changing = 'Changing...';
export const staff_passwordChanged = (p: { count: number }) =>
  p.count === 0
    ? 'Password changed.'
    : `Password changed. ${p.count === 1 ? '1 other session was' : `${p.count} other sessions were`} signed out.`;
export const staff_passwordNotChanged = 'The password was not changed';
export const staff_sessionsTitle = 'Signed-in sessions';
export const staff_sessionsEveryone =
  "Everyone's signed-in sessions. Sign one out if a device was lost or left signed in.";
export const staff_sessionsMine =
  'Where you are signed in. Sign one out if a device was lost or left signed in.';
export const staff_thisSession = 'This session';
export const staff_sessionStarted = (p: { time: string }) => `Signed in ${p.time}`;
export const staff_sessionSeen = (p: { time: string }) => `Last seen ${p.time}`;
export const staff_signOut = 'Sign out';
export const staff_signOutSession = (p: { who: string }) => `Sign out ${p.who}`;
export const staff_sessionEnded = 'Session signed out';
export const staff_sessionNotEnded = 'The session was not signed out';
export const staff_sessionsLoadFailed = 'The sessions could not be loaded.';

// Two-factor sign-in: My account's card, the code step of the login, the owner's reset.
export const staff_twoFactorTitle = 'Two-factor sign-in';
export const staff_twoFactorIsOn =
  'On: signing in asks for a code from your authenticator app as well as your password.';
export const staff_twoFactorIsOff =
  'Off: your password alone signs you in. A code from your phone as well keeps out whoever learns your password.';
export const staff_twoFactorSetUp = 'Set up two-factor sign-in';
export const staff_twoFactorStarting = 'Starting...';
export const staff_twoFactorNotStarted = 'Two-factor sign-in could not be set up';
export const staff_twoFactorStepApp =
  'Open an authenticator app on your phone: Google Authenticator, Microsoft Authenticator, 1Password or another.';
export const staff_twoFactorStepScan = 'Add an account in it: scan this QR code, or type the key below.';
export const staff_twoFactorStepCode = 'Type the 6-digit code the app shows, and confirm.';
export const staff_twoFactorQr = 'QR code for your authenticator app';
export const staff_twoFactorKey = 'Key, to type instead of scanning';
export const staff_twoFactorCopyKey = 'Copy key';
export const staff_twoFactorKeyCopied = 'Key copied';
export const staff_twoFactorCopyFailed = 'Select the text and copy it';
export const staff_twoFactorCode = '6-digit code from the app';
export const staff_twoFactorCodeDigits = 'Type the 6 digits the app shows.';
export const staff_twoFactorConfirm = 'Confirm';
export const staff_twoFactorChecking = 'Checking...';
export const staff_recoveryTitle = 'Two-factor sign-in is on: your recovery codes';
export const staff_recoveryOnce = 'Each works once if you lose your phone. They are not shown again.';
export const staff_recoveryKeep =
  'Keep them apart from your phone: in a password manager, or printed and put away.';
export const staff_recoveryList = 'Recovery codes';
export const staff_recoveryCopyAll = 'Copy all';
export const staff_recoveryCopied = 'Codes copied';
export const staff_recoveryDownload = 'Download';
export const staff_recoveryFileIntro = (p: { login: string }) =>
  `Two-factor sign-in recovery codes for ${p.login}. Each works once, in place of the code from your phone.`;
export const staff_twoFactorTurnOff = 'Turn off';
export const staff_twoFactorOffText =
  'Your password and a code from your app, or one of your recovery codes, say that it is you.';
export const staff_twoFactorAppCode = 'Code from your authenticator app';
export const staff_twoFactorRecoveryHint = 'Or one of your recovery codes.';
export const staff_twoFactorOffSubmit = 'Turn off two-factor sign-in';
export const staff_twoFactorTurningOff = 'Turning off...';
export const staff_twoFactorOffDone = 'Two-factor sign-in is off.';
export const staff_twoFactorNotOff = 'Two-factor sign-in was not turned off';
export const staff_passwordNeeded = 'Type your password.';
export const staff_codeNeeded = 'Type the code from your app, or a recovery code.';
export const staff_loginCodeIntro =
  'Two-factor sign-in is on: enter the code your authenticator app shows now.';
export const staff_loginCodeSubmit = 'Sign in';
export const staff_loginStartOver = 'Start over';
export const staff_resetTwoFactor = 'Reset two-factor';
export const staff_resetTwoFactorTitle = (p: { name: string }) => `Reset two-factor sign-in for ${p.name}?`;
export const staff_resetTwoFactorText =
  'For a lost phone, when the recovery codes are lost too. They sign in with their password alone until they set it up again.';
export const staff_resetTwoFactorDone = (p: { name: string }) =>
  `${p.name} signs in with their password alone now.`;

// The owner's security settings, and what a person sees while they must set up two-factor sign-in.
export const staff_mustSetUpTwoFactor =
  'The owner requires two-factor sign-in for everyone: set it up below, and the rest of the dashboard opens.';
export const staff_requireTwoFactor = 'Require two-factor sign-in for everyone';
export const staff_requireTwoFactorHint =
  'A person without it sets it up right after their next sign-in, before anything else works.';
export const staff_securityTitle = 'Security';
export const staff_requireTwoFactorOn = 'Two-factor sign-in is now required for everyone.';
export const staff_requireTwoFactorOff = 'Two-factor sign-in is no longer required.';
