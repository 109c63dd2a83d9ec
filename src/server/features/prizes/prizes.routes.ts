// GET /api/prizes: both wheels' six slots (names and colours), for the wheel and the admin forms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prizeListsSchema, type PrizeLists } from '../../../shared/api/prizes';
import { wheelSlots } from '../../../shared/prizes';
import { sendWithEtag } from '../../http-cache';
import { loadPrizeNames } from '../../settings/prize-names';

const prizesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prizes',
    { schema: { summary: 'Both wheels: six slots each', response: { 200: prizeListsSchema } } },
    async (request, reply) => {
      const names = await loadPrizeNames(app.db);
      const slots = (type: 'normal' | 'super') =>
        wheelSlots(type, names[type]).map(({ id, name, color, textColor }) => ({
          id,
          name,
          color,
          textColor,
        }));
      const body: PrizeLists = { normal: slots('normal'), super: slots('super') };
      return sendWithEtag(request, reply, body);
    },
  );
};

export default prizesRoutes;
