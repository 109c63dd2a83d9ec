// GET /api/prizes: both wheels' six slots (names and colours), for the wheel and the admin forms.
import type { FastifyPluginAsync } from 'fastify';
import type { PrizeLists } from '../../../shared/api/prizes';
import { wheelSlots } from '../../../shared/prizes';
import { sendWithEtag } from '../../http-cache';
import { loadPrizeNames } from '../../settings/prize-names';

const prizesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/prizes', async (request, reply) => {
    const names = await loadPrizeNames(app.db);
    const slots = (type: 'normal' | 'super') =>
      wheelSlots(type, names[type]).map(({ id, name, color, textColor }) => ({ id, name, color, textColor }));
    const body: PrizeLists = { normal: slots('normal'), super: slots('super') };
    return sendWithEtag(request, reply, body);
  });
};

export default prizesRoutes;
