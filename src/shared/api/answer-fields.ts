// How every answer writes a moment, a sum of money and a business date: one schema each, so the OpenAPI
// document says the same of every such field and a client reads them all alike.
import { z } from 'zod';

/** A moment, as Date.toISOString() writes it. */
export const instantText = z.string().describe('ISO 8601 time in UTC, e.g. "2026-11-27T04:00:00.000Z"');

/** Ringgit as text with two decimals, so no amount goes through a float on the way. */
export const moneyText = z.string().describe('RM, two decimals, e.g. "1234.50"');

/** A business day: the date in UTC+8 (Asia/Kuala_Lumpur). */
export const businessDateText = z.string().describe('Business date (UTC+8), YYYY-MM-DD');
