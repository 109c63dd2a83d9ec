// The spinning notice's write rule (its settings), used by its save and by the home builder's load, which
// shows the same setting in its globalSettings.
import { z } from 'zod';
import { textField } from '../input-rules';
import { HEX_COLOR, SPIN_NOTICE_TEXT_MAX } from '../spin-notice';
import { translationsField } from './translations';

const noticeText = textField('The notice text', { max: SPIN_NOTICE_TEXT_MAX, multiline: true });

export const spinNoticeSettingsSchema = z.object({
  showSpinNotice: z.boolean({ error: 'showSpinNotice must be true or false' }),
  spinNoticeText: noticeText,
  /** The text in the languages besides the default (docs/decisions/0017). */
  translations: translationsField({ spinNoticeText: noticeText }),
  spinNoticeColor: z.string().regex(HEX_COLOR, 'The text colour must be a hex colour such as #FF6B35'),
  spinNoticeBg: z.string().regex(HEX_COLOR, 'The background colour must be a hex colour such as #1F2937'),
});
