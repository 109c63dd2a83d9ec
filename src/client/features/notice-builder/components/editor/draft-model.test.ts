import { describe, expect, it } from 'vitest';
import { noticeSectionSchema } from '#shared/api/notice-builder';
import { fromUtc8Input, toUtc8Input } from '#shared/business-input';
import { newNotice, retypeNotice } from './draft-model';

describe('the notice builder’s edits', () => {
  it('makes a new notice in its type’s colours, with a fresh id and a title, that the schema accepts', () => {
    const warning = newNotice('warning');
    expect(warning).toMatchObject({ type: 'warning', backgroundColor: '#FEE2E2', textColor: '#991B1B' });
    expect(newNotice('info')).toMatchObject({ backgroundColor: '#DBEAFE', textColor: '#1E40AF' });
    expect(newNotice('promotion').backgroundColor).toBe('#FEF3C7');
    expect(warning.title).toBe('New warning notice');
    expect(warning.id).not.toBe(newNotice('warning').id);
    expect(warning).toMatchObject({ enabled: true, priority: 'medium', startDate: '', endDate: '' });
    expect(noticeSectionSchema.parse(warning)).toEqual(warning);
  });

  it('lets default colours follow a new type and keeps chosen ones', () => {
    const warning = newNotice('warning');
    expect(retypeNotice(warning, 'info')).toMatchObject({ type: 'info', backgroundColor: '#DBEAFE' });
    const custom = { ...warning, backgroundColor: '#123456' };
    expect(retypeNotice(custom, 'info')).toMatchObject({
      type: 'info',
      backgroundColor: '#123456',
      textColor: '#991B1B',
    });
  });
});

describe('schedule times in UTC+8', () => {
  it('reads a datetime-local value as UTC+8 wall time', () => {
    expect(fromUtc8Input('2026-11-23T18:00')).toBe('2026-11-23T18:00:00+08:00');
    expect(fromUtc8Input('2026-11-23T18:00:30')).toBe('2026-11-23T18:00:30+08:00');
    expect(Date.parse(fromUtc8Input('2026-11-23T18:00'))).toBe(Date.UTC(2026, 10, 23, 10, 0));
    expect(fromUtc8Input('')).toBe('');
    expect(fromUtc8Input('2026-11-')).toBe('');
  });

  it('shows a stored time in UTC+8 whatever offset it was saved with', () => {
    expect(toUtc8Input('2026-11-23T18:00:00+08:00')).toBe('2026-11-23T18:00');
    expect(toUtc8Input('2026-11-23T10:00:00Z')).toBe('2026-11-23T18:00');
    // Past midnight in UTC+8 is the next day.
    expect(toUtc8Input('2026-12-31T20:30:00Z')).toBe('2027-01-01T04:30');
    expect(toUtc8Input('')).toBe('');
    expect(toUtc8Input('not a date')).toBe('');
  });

  it('round-trips through the schema', () => {
    const startDate = fromUtc8Input('2026-11-23T18:00');
    const parsed = noticeSectionSchema.parse({ ...newNotice('info'), startDate });
    expect(toUtc8Input(parsed.startDate)).toBe('2026-11-23T18:00');
  });
});
