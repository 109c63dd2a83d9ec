import { describe, expect, it } from 'vitest';
import { drawIdOfReference, drawReference } from './draw-reference';

describe('draw references', () => {
  it('are short, and read back as the operator types them', () => {
    expect(drawReference(42)).toBe('D-0042');
    expect(drawReference(123456)).toBe('D-123456');
    for (const typed of ['D-0042', 'd-0042', 'D0042', 'd42', '#D-42', ' D 42 '])
      expect(drawIdOfReference(typed), typed).toBe(42);
  });
  it('are not customers, codes or numbers alone', () => {
    for (const other of ['', 'D-', 'D-0', 'ali88', 'DZRXMTRG', '42', 'D-12a', 'D-1234567890'])
      expect(drawIdOfReference(other), other).toBeNull();
  });
});
