// GET /api/prizes: both wheels' six slots (names and colours), for the wheel and the admin forms.
// POST /api/prizes (admin): one wheel's six names, stored as that wheel's name setting, with its
// translations and its slots' values when given.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#shared/api/errors';
import { prizeListsSchema, savePrizeNamesBodySchema, type PrizeLists } from '#shared/api/prizes';
import { namedSlots } from '#shared/prize-names';
import { slotValueText } from '#shared/prize-values';
import { wheelSlots, type PrizeType } from '#shared/prizes';
import { PRIZE_NAME_SETTINGS, VIEWS } from '#shared/settings-catalog';
import { SETTINGS } from '#shared/settings-storage';
import { adminOnly } from '../../lib/admin-only';
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
    VIEWS.prizes,
    { summary: 'Both wheels: six slots each', response: prizeListsSchema },
    prizeLists,
  );

  // The write shares its path with the public read, so it is a plugin of its own.
  await app.register(
    adminOnly(async (admin) => {
      admin.post(
        VIEWS.prizes,
        {
          schema: {
            summary:
              "Save one wheel's six prize names (and their translations and values); answers both wheels as GET /api/prizes does",
            body: savePrizeNamesBodySchema,
            response: { 200: prizeListsSchema, ...errorResponses(400) },
          },
        },
        async (request) => {
          const { type, names, translations, values } = request.body;
          const actor = settingsActor(request);
          if (values) {
            const all = { ...admin.settings.get('prizeValues'), [type]: values };
            await admin.settings.save(SETTINGS.prizeValues.pageType, 'prizeValues', all, actor);
          }
          if (translations) {
            const all = { ...admin.settings.get('prizeNameTranslations'), [type]: translations };
            await admin.settings.save(
              SETTINGS.prizeNameTranslations.pageType,
              'prizeNameTranslations',
              all,
              actor,
            );
          }
          const key = PRIZE_NAME_SETTINGS[type];
          await admin.settings.save(SETTINGS[key].pageType, key, names, actor);
          return prizeLists();
        },
      );
    }),
  );
};

export default prizesRoutes;
