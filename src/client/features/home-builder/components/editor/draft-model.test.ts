import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GLOBAL_SETTINGS,
  DEFAULT_ITEM_FIELDS,
  type HomeItem,
  type HomeSection,
} from '#shared/home-page';
import { clearedItem, newSection, quickAddContact, renumberSections, sortedSections } from './draft-model';
import { contrast } from '#shared/contrast';
import { insertAfter, moveByStep, newId, reorderById } from '#client/lib/draft-helpers';

const section = (id: string, order: number): HomeSection => ({
  ...newSection('text', DEFAULT_GLOBAL_SETTINGS),
  id,
  order,
});
const logo = (patch: Partial<HomeItem>): HomeItem => ({ ...DEFAULT_ITEM_FIELDS, id: newId(), ...patch });
const settings = (logos: HomeItem[]) => ({
  ...DEFAULT_GLOBAL_SETTINGS,
  contactWhatsapp: '+60 12-345 6789',
  contactTelegram: '@luckydraw',
  logos,
});

describe('the builder’s edits', () => {
  it('names a new section by type and gives it the site’s colours: the secondary, with text readable on it', () => {
    const dark = newSection('hero', { ...DEFAULT_GLOBAL_SETTINGS, secondaryColor: '#0E4D64' });
    expect(dark).toMatchObject({ type: 'hero', title: 'New hero section', enabled: true });
    expect([dark.backgroundColor, dark.textColor]).toEqual(['#0E4D64', '#FFFFFF']);
    const light = newSection('cta', { ...DEFAULT_GLOBAL_SETTINGS, secondaryColor: '#FFF8E6' });
    expect(light.backgroundColor).toBe('#FFF8E6');
    expect(contrast(light.backgroundColor, light.textColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('numbers a new section into the listed order right after the selected one', () => {
    const sections = [section('a', 10), section('b', 20), section('c', 30)];
    const added = newSection('hero', DEFAULT_GLOBAL_SETTINGS);
    const placed = renumberSections(insertAfter(sortedSections(sections), added, 'a'));
    expect(sortedSections(placed).map((s) => [s.id, s.order])).toEqual([
      ['a', 1],
      [added.id, 2],
      ['b', 3],
      ['c', 4],
    ]);
  });

  it('numbers the sections 1..n in their new order (a drag, a move), whatever the old numbers', () => {
    const sections = [section('a', 10), section('b', 20), section('c', 30)];
    const dragged = renumberSections(reorderById(sortedSections(sections), ['c', 'a', 'b']));
    expect(dragged.map((s) => [s.id, s.order])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    const moved = renumberSections(moveByStep(sortedSections(sections), 'b', -1));
    expect(sortedSections(moved).map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(moved.map((s) => s.order).sort()).toEqual([1, 2, 3]);
  });

  it('quick-adds a contact logo while fewer than 6 exist, the phone from its field', () => {
    const result = quickAddContact(settings([]), 'WhatsApp');
    expect(result).toMatchObject({ ok: true, reused: false });
    expect(result.ok && result.logos[0]).toMatchObject({ name: 'WhatsApp', phone: '+60 12-345 6789' });
    // A Telegram username is not a phone line.
    const telegram = quickAddContact(settings([]), 'Telegram');
    expect(telegram.ok && telegram.logos[0]).toMatchObject({ name: 'Telegram', phone: '' });
  });

  it('reuses the first empty disabled slot when 6 exist, and names why it cannot otherwise', () => {
    const full = Array.from({ length: 6 }, (_, i) => logo({ name: `L${i}`, url: `/u/${i}.webp` }));
    const withFree = full.map((l, i) => (i === 3 ? clearedItem(l) : l));
    const reused = quickAddContact(settings(withFree), 'Phone');
    expect(reused).toMatchObject({ ok: true, reused: true });
    if (reused.ok) {
      expect(reused.logos).toHaveLength(6);
      expect(reused.logos[3]).toMatchObject({ id: withFree[3]?.id, name: 'Phone', enabled: true });
    }
    // Disabled but still holding an image: clearing it would free it.
    const disabled = full.map((l, i) => (i === 2 ? { ...l, enabled: false } : l));
    expect(quickAddContact(settings(disabled), 'Phone')).toMatchObject({
      ok: false,
      title: 'No empty slots',
    });
    // Empty but switched on is in use; so are six shown logos.
    const emptyOn = full.map((l, i) => (i === 2 ? { ...l, url: '' } : l));
    expect(quickAddContact(settings(emptyOn), 'Phone')).toMatchObject({
      ok: false,
      title: 'Maximum logos reached',
    });
  });
});
