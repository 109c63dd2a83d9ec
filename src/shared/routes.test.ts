import { describe, expect, it } from 'vitest';
import { headerTitle } from './routes';

describe('headerTitle', () => {
  it.each([
    ['/', 'luckyDraw'],
    ['/promo', 'luckyDraw'],
    ['/spin', 'luckyDraw'],
    ['/spin/', 'luckyDraw'],
    ['/home', 'home'],
    ['/notice', 'notice'],
    ['/admin', 'dashboard'],
    ['/admin/', 'dashboard'],
    ['/whatever', 'luckyDraw'],
    ['/promo/extra', 'luckyDraw'],
  ])('%s shows %s', (path, title) => {
    expect(headerTitle(path)).toBe(title);
  });
});
