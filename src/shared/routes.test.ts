import { describe, expect, it } from 'vitest';
import { headerTitle } from './routes';

describe('headerTitle', () => {
  it.each([
    ['/', 'LUCKY DRAW'],
    ['/promo', 'LUCKY DRAW'],
    ['/spin', 'LUCKY DRAW'],
    ['/spin/', 'LUCKY DRAW'],
    ['/home', 'HOME'],
    ['/notice', 'NOTICE'],
    ['/admin', 'DASHBOARD'],
    ['/admin/', 'DASHBOARD'],
    ['/whatever', 'LUCKY DRAW'],
    ['/promo/extra', 'LUCKY DRAW'],
  ])('%s shows %s', (path, title) => {
    expect(headerTitle(path)).toBe(title);
  });
});
