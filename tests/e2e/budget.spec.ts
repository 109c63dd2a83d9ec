// Size budgets of the production build (bytes, not timings: timings flake on shared machines).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist', 'client');

describe('bundle budgets', () => {
  it('keeps the first load of a public page under 110 KiB of gzipped JS and CSS, without the admin or chat code', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const initial = readdirSync(path.join(dist, 'assets')).filter((name) =>
      html.includes(`/assets/${name}"`),
    );
    expect(initial.some((name) => name.endsWith('.js'))).toBe(true);
    expect(initial.filter((name) => name.includes('admin'))).toEqual([]);
    // Only the chat launcher is in the first load; the widget comes when it is pressed.
    expect(readdirSync(path.join(dist, 'assets')).some((name) => name.startsWith('chat-panel-'))).toBe(true);
    expect(initial.filter((name) => name.includes('chat'))).toEqual([]);
    const gzipped = initial.reduce(
      (sum, name) => sum + gzipSync(readFileSync(path.join(dist, 'assets', name))).length,
      0,
    );
    expect(gzipped).toBeLessThan(110 * 1024);
  });
});
