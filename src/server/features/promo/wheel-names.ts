// The six names of each wheel as a visitor reading one language sees them now: the prize names settings
// with that language's translations (docs/decisions/0017), the built-in names in that language
// (docs/decisions/0025), as GET /api/prizes names them. A code is generated for a slot under its name
// then; a spin records the name the wheel showed at that moment, in the language it showed it in.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '#shared/i18n/locales';
import { namedSlots, wheelNamesIn } from '#shared/prize-names';
import { PRIZE_TYPES, type PrizeType } from '#shared/prizes';
import { PRIZE_NAME_SETTINGS } from '#shared/settings-catalog';
import type { WheelNames } from './promo.repository';

export function wheelNamesOf(app: FastifyInstance, locale: Locale): WheelNames {
  const base = app.settings.get('defaultLanguage');
  const translated = app.settings.get('prizeNameTranslations');
  const names = (type: PrizeType) =>
    wheelNamesIn(
      namedSlots(type, app.settings.get(PRIZE_NAME_SETTINGS[type]), translated[type], base),
      locale,
      base,
    );
  return Object.fromEntries(PRIZE_TYPES.map((type) => [type, names(type)])) as Record<PrizeType, string[]>;
}
