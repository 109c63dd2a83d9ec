import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createDepositBodySchema } from '#shared/api/deposits';
import { loginBodySchema } from '#shared/admin-auth';
import { voidPromoBodySchema } from '#shared/api/promo';

// The words are this build's; the test plays the Malay build, with the shared rules' real issues.
vi.mock('#messages', () => import('./messages/ms/index'));

const { issueText, refusalText } = await import('./issue-text');
const { issuesByField } = await import('./issues-by-field');

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  const issue = parsed.error.issues[0];
  if (!issue) throw new Error('no issue');
  return issue;
};

describe('issueText in the Malay build', () => {
  it('words a too long, an empty and a too small field in Malay, naming the field in Malay', () => {
    const title = z.object({ title: z.string().max(5, 'title must be at most 5 characters') });
    expect(issueText(firstIssue(title, { title: 'far too long' }))).toBe(
      'tajuk terlalu panjang: paling banyak 5 aksara.',
    );
    const name = z.object({ customerName: z.string().min(1, 'customerName is required') });
    expect(issueText(firstIssue(name, { customerName: '' }))).toBe('Sila isi pelanggan.');
    const amount = z.object({ depositAmount: z.number().min(1) });
    expect(issueText(firstIssue(amount, { depositAmount: 0 }))).toBe(
      'jumlah deposit mestilah sekurang-kurangnya 1.',
    );
  });

  it('names the field of a shared rule that refuses in its own words', () => {
    const issue = firstIssue(createDepositBodySchema, {
      customerCode: 'alice',
      depositAmount: 'ten',
      depositDate: '2026-01-10',
    });
    expect(issue.message).toMatch(/[a-z]/);
    expect(issueText(issue)).not.toBe(issue.message);
    expect(issueText(issue)).toContain('jumlah deposit');
  });

  it('asks for an empty required text of a shared rule, and says a too long one with its limit', () => {
    expect(issueText(firstIssue(loginBodySchema, { password: '' }))).toBe('Sila isi kata laluan.');
    expect(issueText(firstIssue(voidPromoBodySchema, { reason: '   ' }))).toBe('Sila isi sebab.');
    expect(issueText(firstIssue(voidPromoBodySchema, { reason: 'x'.repeat(501) }))).toBe(
      'sebab terlalu panjang: paling banyak 500 aksara.',
    );
  });

  it('keeps the first refusal of each field, by the field’s name', () => {
    const form = z.object({ title: z.string().min(3).max(4), depositAmount: z.number().min(1) });
    const parsed = form.safeParse({ title: '', depositAmount: 0 });
    expect(parsed.success ? {} : issuesByField(parsed.error.issues)).toEqual({
      title: 'tajuk memerlukan sekurang-kurangnya 3 aksara.',
      depositAmount: 'jumlah deposit mestilah sekurang-kurangnya 1.',
    });
  });

  it('takes the last named part of a nested path', () => {
    expect(issueText({ message: 'x', path: ['sections', 2, 'buttonUrl'], code: 'custom' })).toBe(
      'Semak pautan butang: ia tidak diterima seperti sekarang.',
    );
  });
});

describe('refusalText', () => {
  const form = z.object({ customerName: z.string().min(1, 'customerName is required') });
  it('says nothing of a check that passed, the first refusal in words, or the form’s own sentence', () => {
    expect(refusalText(form.safeParse({ customerName: 'Ali' }), 'Check the form')).toBeNull();
    expect(refusalText(form.safeParse({ customerName: '' }), 'Check the form')).toBe('Sila isi pelanggan.');
    expect(refusalText({ success: false, error: { issues: [] } }, 'Check the form')).toBe('Check the form');
  });
});
