// A way to reach a person: a phone (or WhatsApp) number or an e-mail address, as a visitor leaves one in the
// chat when no one is there. No zod here: the chat widget checks it too.

/** Digits, spaces, +, -, parentheses and dots: what people type as a phone number. */
export const PHONE_TEXT = /^[0-9+\-(). ]*$/;
export const CONTACT_MAX = 254;
/** The rule in words, after 'contact must be'. */
export const CONTACT_RULE_TEXT = 'a phone or WhatsApp number (7 to 15 digits) or an e-mail address';

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const isPhoneNumber = (value: string): boolean =>
  PHONE_TEXT.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15;

/** One @, a dot in the domain, nothing that cannot stand in an address people type. */
export const isEmailAddress = (value: string): boolean =>
  value.length <= CONTACT_MAX &&
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/.test(value);

export const isContact = (value: string): boolean => isPhoneNumber(value) || isEmailAddress(value);
