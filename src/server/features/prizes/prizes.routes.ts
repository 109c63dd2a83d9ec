// GET /api/prizes: both wheels' six slots (names, colours, values, pictures) and themes, for the wheel and
// the admin forms. POST /api/prizes (admin): one wheel's six names, stored as that wheel's name setting,
// with its translations, its slots' values, its theme and its slots' pictures when given.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { prizeListsSchema, savePrizeNamesBodySchema, type PrizeLists } from '#shared/api/prizes';
import { namedSlots } from '#shared/prize-names';
import { slotValueText } from '#shared/prize-values';
import { wheelSlots, type PrizeType } from '#shared/prizes';
import { PRIZE_NAME_SETTINGS } from '#shared/settings-catalog';
import * as prizes from '#shared/endpoints/prizes';
import * as prizesPublic from '#shared/endpoints/prizes-public';
import { endpointRoute } from '../../lib/endpoint-route';
import { settingsActor } from '../../plugins/settings';
import { cachedViewRoute } from '../../plugins/view-cache';

const prizesRoutes: FastifyPluginAsyncZod = async (app) => {
  // One answer for every reader: each page picks its language's names from it (docs/decisions/0017).
  const prizeLists = (): PrizeLists => {
    const translated = app.settings.get('prizeNameTranslations');
    const values = app.settings.get('prizeValues');
    const images = app.settings.get('prizeImages');
    const language = app.settings.get('defaultLanguage');
    const slots = (type: PrizeType) => {
      const named = namedSlots(type, app.settings.get(PRIZE_NAME_SETTINGS[type]), translated[type], language);
      return wheelSlots(
        type,
        named.map((slot) => slot.name),
      ).map(({ id, name, color, textColor }, i) => ({
        id,
        name,
        ...(named[i]?.translations ? { translations: named[i].translations } : {}),
        value: slotValueText(values, type, id),
        color,
        textColor,
        imageUrl: images[type][i] ?? '',
      }));
    };
    const { normal, super: superTheme } = app.settings.get('wheelThemes');
    return {
      normal: slots('normal'),
      super: slots('super'),
      theme: { normal, super: superTheme },
      language,
    };
  };

  cachedViewRoute(
    app,
    prizesPublic.list,
    { summary: 'Both wheels: six slots each', response: prizeListsSchema },
    prizeLists,
  );

  app.route({
    ...endpointRoute(app, prizes.save, {
      summary:
        "Save one wheel's six prize names (and their translations, values, theme and pictures); answers both wheels as GET /api/prizes does",
      body: savePrizeNamesBodySchema,
      response: { 200: prizeListsSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { type, names, translations, values, theme, images } = request.body;
      // One change: the names, and with them the translations, values, theme and pictures sent
      // (docs/decisions/0038).
      await app.settings.saveTogether(
        [
          { key: PRIZE_NAME_SETTINGS[type], value: names },
          ...(translations
            ? [
                {
                  key: 'prizeNameTranslations' as const,
                  value: { ...app.settings.get('prizeNameTranslations'), [type]: translations },
                },
              ]
            : []),
          ...(values
            ? [{ key: 'prizeValues' as const, value: { ...app.settings.get('prizeValues'), [type]: values } }]
            : []),
          ...(theme
            ? [{ key: 'wheelThemes' as const, value: { ...app.settings.get('wheelThemes'), [type]: theme } }]
            : []),
          ...(images
            ? [{ key: 'prizeImages' as const, value: { ...app.settings.get('prizeImages'), [type]: images } }]
            : []),
        ],
        settingsActor(request),
      );
      return prizeLists();
    },
  });
};

export default prizesRoutes;
