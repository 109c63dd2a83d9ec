// How a page names one spin (use-promo's spinId): a random id it makes, 16 to 64 letters, digits, '-' or
// '_'. Apart from the payload schemas: the visitor's page checks a kept spin with it and carries no zod.
export const SPIN_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
