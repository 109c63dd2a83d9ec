import { describe, expect, it } from 'vitest';
import { errorText } from './server-errors';

describe('errorText in the English build', () => {
  it("shows the server's own message, which names the field and value", () => {
    expect(
      errorText({
        message: 'depositAmount 12.00 is not the 10.00 of deposit record 4',
        code: 'validation.field',
        params: { field: 'depositAmount' },
      }),
    ).toBe('depositAmount 12.00 is not the 10.00 of deposit record 4');
  });
});
