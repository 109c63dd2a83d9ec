// The six names of each wheel as a visitor reading one language sees them now: the prize names settings
// with that language's translations (docs/decisions/0017), the built-in names in that language
// (docs/decisions/0025), as GET /api/prizes names them. A code is generated for a slot under its name
// then; a spin records the name the wheel showed at that moment, in the language it showed it in.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '#shared/i18n/locales';
import { namedSlots, wheelNamesIn } from '#shared/prize-names';
import { ruledPrizeValues, type RuledPrizeValues } from '#shared/prize-values';
import { PRIZE_TYPES, type PrizeType } from '#shared/prizes';
import { PRIZE_NAME_SETTINGS } from '#shared/settings-catalog';

export function wheelNamesOf(
  app: Pick<FastifyInstance, 'settings'>,
  locale: Locale,
): Record<PrizeType, string[]> {
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

/**
 * Every slot's value now by the one rule (docs/decisions/0044-one-prize-value.md): the value set, else the
 * FREE amount in the slot's name in the default language (the name a code is generated under), else
 * unknown. Every figure on the server that values a prize reads this.
 */
export const prizeValuesNow = (app: Pick<FastifyInstance, 'settings'>): RuledPrizeValues =>
  ruledPrizeValues(app.settings.get('prizeValues'), wheelNamesOf(app, app.settings.get('defaultLanguage')));
