// The six names of each wheel as the prize settings hold them now: what a wheel on screen shows. A code
// is generated for a slot under its name then; a spin records the name the wheel shows at that moment.
import type { FastifyInstance } from 'fastify';
import { PRIZE_NAME_SETTINGS } from '#shared/settings-catalog';
import type { WheelNames } from './promo.repository';

export const wheelNamesOf = (app: FastifyInstance): WheelNames => ({
  normal: app.settings.get(PRIZE_NAME_SETTINGS.normal),
  super: app.settings.get(PRIZE_NAME_SETTINGS.super),
});
