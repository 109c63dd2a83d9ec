// Test data for both test projects: valid request bodies with overrides, and creators that make the data
// through the real admin API, either with app.inject (API tests) or with a Playwright request context
// (browser tests). Besides types only plain #shared values are imported, so it loads in either project.
import type { FastifyInstance } from 'fastify';
import type { APIRequestContext } from 'playwright-core';
import type { ChatSendBody, ChatSendResponse } from '#shared/api/chat';
import type { ChatHours } from '#shared/chat-hours';
import type { Claim, ClaimList, PayClaimBody } from '#shared/api/claims';
import type { CreateDepositBody, DepositRecord } from '#shared/api/deposits';
import type { WheelNameTranslations } from '#shared/prize-names';
import type { PrizeLists } from '#shared/api/prizes';
import type { HomeGlobalSettings, HomeSection } from '#shared/home-page';
import type { Locale } from '#shared/i18n/locales';
import type { PrizeType } from '#shared/prizes';
import type { GeneratePromoBody, PromoCodeList } from '#shared/api/promo';
import type { promoCodes } from '#server/db/schema';
import type { TestApp } from './test-app';

let sequence = 0;

/**
 * A name no other call makes, `label-<unique>` (letters and digits after the dash): the creators' default
 * customer, so that two records a test makes without naming them are two customers.
 */
export function uniqueName(label: string): string {
  sequence += 1;
  const random = Math.floor(Math.random() * 36 ** 3).toString(36);
  return `${label}-${Date.now().toString(36)}${sequence.toString(36)}${random}`;
}

/**
 * A promo code's row to write straight to the table (API tests), for what the API cannot make: thousands
 * of codes, a tab, a LIKE wildcard. A one-use normal prize 1 ('FREE 1') made at `at`, for 24 hours.
 */
export function storedPromoCode(
  code: string,
  customerName: string,
  at: Date,
): typeof promoCodes.$inferInsert {
  return {
    code,
    customerName,
    prizeId: 1,
    prizeName: 'FREE 1',
    prizeType: 'normal',
    expirationHours: 24,
    expiresAt: new Date(at.getTime() + 86_400_000),
    createdAt: at,
  };
}

/** A valid POST /api/admin/generate-promo body: a one-use normal prize 1 for 24 h, no deposit, not a demo. */
export function promoCodeBody(overrides: Partial<GeneratePromoBody> = {}): GeneratePromoBody {
  return {
    customerName: uniqueName('customer'),
    prizeId: 1,
    prizeType: 'normal',
    expirationHours: 24,
    usageLimit: 1,
    depositAmount: 0,
    isDemo: false,
    ...overrides,
  };
}

/**
 * A valid POST /api/admin/deposits body: 10.00 for a customer of its own, dated 2026-01-15 (the API
 * tests' clock starts on that business day). Override a field with undefined to leave it out.
 */
export function depositBody(overrides: Partial<CreateDepositBody> = {}): CreateDepositBody {
  const customer = uniqueName('customer');
  return {
    customerCode: customer,
    customerName: customer,
    depositAmount: 10,
    depositDate: '2026-01-15',
    ...overrides,
  };
}

/** An app under test and the headers of an admin's session (API tests): `headers: admin.headers`. */
export interface ApiAdmin {
  app: FastifyInstance;
  headers: { cookie: string };
}

/** Who the creators act as: an ApiAdmin, or a Playwright request context holding an admin's cookie. */
export type AdminClient = ApiAdmin | APIRequestContext;

/** Anyone, signed in or not: an app with optional headers, or any Playwright request context. */
export type AnyClient = { app: FastifyInstance; headers?: Record<string, string> } | APIRequestContext;

/** Signs in through POST /api/admin/login (from `ip`, default TestApp.login's) for the API creators. */
export async function adminSession(t: Pick<TestApp, 'app' | 'login'>, ip?: string): Promise<ApiAdmin> {
  return { app: t.app, headers: { cookie: await t.login(ip) } };
}

/** Sends one admin request and returns the parsed body, throwing with the answer unless it is `expected`. */
async function send<T>(
  admin: AnyClient,
  method: 'GET' | 'POST',
  url: string,
  body: object | undefined,
  expected: number,
): Promise<T> {
  let status: number;
  let text: string;
  if ('app' in admin) {
    const res = await admin.app.inject({
      method,
      url,
      headers: admin.headers ?? {},
      ...(body === undefined ? {} : { payload: body }),
    });
    status = res.statusCode;
    text = res.body;
  } else {
    const res = await admin.fetch(url, { method, ...(body === undefined ? {} : { data: body }) });
    status = res.status();
    text = await res.text();
  }
  if (status !== expected) throw new Error(`${method} ${url} answered ${status}, not ${expected}: ${text}`);
  return JSON.parse(text) as T;
}

/** The id of a code in the admin table, looked up under its customer's name. */
async function promoCodeId(admin: AdminClient, customerName: string, code: string): Promise<number> {
  const customer = encodeURIComponent(customerName.trim());
  for (let page = 1; ; page++) {
    const list = await send<PromoCodeList>(
      admin,
      'GET',
      `/api/admin/promo-codes?customer=${customer}&pageSize=100&page=${page}`,
      undefined,
      200,
    );
    const item = list.items.find((i) => i.code === code);
    if (item) return item.id;
    if (list.items.length === 0) throw new Error(`code ${code} is not in the admin table`);
  }
}

/** Generates a code through POST /api/admin/generate-promo (promoCodeBody with the overrides). */
export async function createPromoCode(
  admin: AdminClient,
  overrides: Partial<GeneratePromoBody> = {},
): Promise<{ code: string; id: number }> {
  const body = promoCodeBody(overrides);
  const { code } = await send<{ code: string }>(admin, 'POST', '/api/admin/generate-promo', body, 200);
  return { code, id: await promoCodeId(admin, body.customerName, code) };
}

/** Records a deposit through POST /api/admin/deposits (depositBody with the overrides). */
export async function createDeposit(
  admin: AdminClient,
  overrides: Partial<CreateDepositBody> = {},
): Promise<DepositRecord> {
  const body = depositBody(overrides);
  return (await send<{ deposit: DepositRecord }>(admin, 'POST', '/api/admin/deposits', body, 201)).deposit;
}

/**
 * A won draw: a code generated (promoCodeBody with the overrides) and spun through POST /api/use-promo,
 * as a visitor does. Returns its claim as GET /api/admin/claims lists it (unclaimed).
 */
export async function createWin(
  admin: AdminClient,
  overrides: Partial<GeneratePromoBody> = {},
): Promise<Claim> {
  const customerName = overrides.customerName ?? uniqueName('winner');
  const { code } = await createPromoCode(admin, { ...overrides, customerName });
  await send(admin, 'POST', '/api/use-promo', { code }, 200);
  const customer = encodeURIComponent(customerName.trim());
  const list = await send<ClaimList>(
    admin,
    'GET',
    `/api/admin/claims?status=unclaimed&customer=${customer}&pageSize=100`,
    undefined,
    200,
  );
  const claim = list.items.find((item) => item.promoCode === code);
  if (!claim) throw new Error(`the draw of ${code} is not among the unclaimed wins`);
  return claim;
}

/** A valid payment body: RM 10.00 in cash, with a note. */
export function paymentBody(overrides: Partial<PayClaimBody> = {}): PayClaimBody {
  return { amount: 10, method: 'cash', note: 'paid at the counter', ...overrides };
}

/** Pays a win through POST /api/admin/claims/{drawId}/pay (paymentBody with the overrides). */
export async function payWin(
  admin: AdminClient,
  drawId: number,
  overrides: Partial<PayClaimBody> = {},
): Promise<Claim> {
  const url = `/api/admin/claims/${drawId}/pay`;
  return (await send<{ claim: Claim }>(admin, 'POST', url, paymentBody(overrides), 201)).claim;
}

/** Sets the operator's default language through POST /api/admin/default-language. */
export async function setDefaultLanguage(admin: AdminClient, defaultLanguage: Locale): Promise<void> {
  await send(admin, 'POST', '/api/admin/default-language', { defaultLanguage }, 200);
}

/** Saves one wheel's six names (and, given, its translations) through POST /api/prizes. */
export function savePrizeNames(
  admin: AdminClient,
  type: PrizeType,
  names: readonly string[],
  translations?: WheelNameTranslations,
  values?: readonly (number | null)[],
): Promise<PrizeLists> {
  return send<PrizeLists>(admin, 'POST', '/api/prizes', { type, names, translations, values }, 200);
}

/** Sets one wheel's six slot values (RM, null for none), keeping its names. */
export async function savePrizeValues(
  admin: AdminClient,
  type: PrizeType,
  values: readonly (number | null)[],
): Promise<PrizeLists> {
  const lists = await send<PrizeLists>(admin, 'GET', '/api/prizes', undefined, 200);
  return savePrizeNames(
    admin,
    type,
    lists[type].map((slot) => slot.name),
    undefined,
    values,
  );
}

/**
 * Publishes a home page (the original app's save and publish), each section given an id and its order. No
 * sections and no global settings is the reset (docs/architecture.md, Product rules: Pages).
 */
export async function publishHomePage(
  admin: AdminClient,
  sections: readonly (Partial<HomeSection> & Pick<HomeSection, 'type'>)[],
  globalSettings: Partial<HomeGlobalSettings> = {},
): Promise<void> {
  const data = {
    sections: sections.map((s, i) => ({ id: `seed-${i + 1}`, order: i + 1, ...s })),
    userEdited: sections.length > 0,
    globalSettings,
  };
  await send(admin, 'POST', '/api/home-builder/save', { data }, 200);
}

/** A visitor's chat message through POST /api/chat/send: a new conversation unless `sessionId` is given. */
export function sendChatMessage(client: AnyClient, body: ChatSendBody): Promise<ChatSendResponse> {
  return send<ChatSendResponse>(client, 'POST', '/api/chat/send', body, 201);
}

let visitorAddresses = 0;

/**
 * A visitor's address no other call has used (API tests' remoteAddress): the chat's limits count per
 * address, so one test's sends never count against another's.
 */
export function freshIp(): string {
  visitorAddresses += 1;
  return `198.18.${Math.floor(visitorAddresses / 250)}.${(visitorAddresses % 250) + 1}`;
}

/** A visitor's new conversation (API tests): its first message, from an address of its own. */
export async function startChat(app: FastifyInstance, body: ChatSendBody): Promise<ChatSendResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/send',
    payload: body,
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 201)
    throw new Error(`POST /api/chat/send answered ${res.statusCode}, not 201: ${res.body}`);
  return res.json<ChatSendResponse>();
}

/** Chat hours of Monday to Friday, 09:00 to 18:00 in UTC+8, closed at the weekend; the switch on. */
export const WEEKDAY_HOURS: ChatHours = {
  open: true,
  days: {
    mon: { from: '09:00', to: '18:00' },
    tue: { from: '09:00', to: '18:00' },
    wed: { from: '09:00', to: '18:00' },
    thu: { from: '09:00', to: '18:00' },
    fri: { from: '09:00', to: '18:00' },
    sat: null,
    sun: null,
  },
};
