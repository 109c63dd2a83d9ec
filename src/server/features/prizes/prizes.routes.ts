// GET /api/prizes: both wheels' six slots (names and colours), for the wheel and the admin forms.
// POST /api/prizes (admin): one wheel's six names, stored as that wheel's name setting, with its
// translations and its slots' values when given.
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
      }));
    };
    return { normal: slots('normal'), super: slots('super'), language };
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
        "Save one wheel's six prize names (and their translations and values); answers both wheels as GET /api/prizes does",
      body: savePrizeNamesBodySchema,
      response: { 200: prizeListsSchema, ...errorResponses(400) },
    }),
    handler: async (request) => {
      const { type, names, translations, values } = request.body;
      // One change: the names, and with them the translations and values sent (docs/decisions/0038).
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
        ],
        settingsActor(request),
      );
      return prizeLists();
    },
  });
};

export default prizesRoutes;
