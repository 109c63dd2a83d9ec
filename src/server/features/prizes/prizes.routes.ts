// GET /api/prizes: both wheels' six slots (names and colours), for the wheel and the admin forms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { prizeListsSchema, type PrizeLists } from '#shared/api/prizes';
import { wheelSlots } from '#shared/prizes';

const prizesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prizes',
    { schema: { summary: 'Both wheels: six slots each', response: { 200: prizeListsSchema } } },
    async (request, reply) =>
      app.views.send(request, reply, '/api/prizes', async () => {
        const slots = (type: 'normal' | 'super', names: string[]) =>
          wheelSlots(type, names).map(({ id, name, color, textColor }) => ({ id, name, color, textColor }));
        return {
          normal: slots('normal', app.settings.get('customPrizeNames')),
          super: slots('super', app.settings.get('customSuperPrizeNames')),
        } satisfies PrizeLists;
      }),
  );
};

export default prizesRoutes;
