// A code handed to its customer in one tap (README, "A code goes out in one tap"): its /promo?code= link
// copied, the link's QR drawn (a chunk loaded only then), or a ready message copied in the customer's
// language, written from the operator's template with the prize, the expiry in UTC+8 and the link.
import { lazy, Suspense, useState } from 'react';
import * as m from '#messages';
import { usePromoShareMessages } from '#client/api/promo-share';
import { Button } from '#client/components/ui/button.tsx';
import { StrokeIcon } from '#client/components/ui/icons.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { useId } from '#client/lib/use-id';
import { copyWithToast } from '#client/components/ui/clipboard';
import { businessStamp } from '#shared/business-date';
import { LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '#shared/i18n/locales';
import { fillShareMessage, promoLink } from '#shared/promo-share';

const QrCode = lazy(() => import('#client/components/ui/qr-code.tsx'));

export interface SharedCode {
  code: string;
  prizeName: string;
  /** ISO instant. */
  expiresAt: string;
}

/** The share actions' icons (StrokeIcon paths): a link, a QR's squares, a speech bubble. */
const ICONS = {
  link: 'M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1.5 1.5M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1.5-1.5',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM18 14h2M14 18h2',
  message: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z',
};

/** One share action of a table row: an icon with its name as the tooltip and the accessible name. */
function RowShareButton({
  label,
  icon,
  onClick,
  pressed,
}: {
  label: string;
  icon: string;
  onClick: () => void;
  pressed?: boolean;
}) {
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={pressed}
        onClick={onClick}
        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-blue-700 hover:bg-blue-50"
      >
        <StrokeIcon d={icon} />
      </button>
    </Tooltip>
  );
}

/**
 * A code's share actions. On the Generated Code card: buttons with words and the customer's language
 * chosen beside them. On a table row (`rowLanguage`, chosen once above the table): three icons, so a row
 * keeps its actions on a 1280 px screen without scrolling the table sideways.
 */
export function CodeShareActions({
  code,
  prizeName,
  expiresAt,
  rowLanguage,
}: SharedCode & { rowLanguage?: Locale | undefined }) {
  const [chosen, setLanguage] = useState<Locale>('en');
  const language = rowLanguage ?? chosen;
  const [showQr, setShowQr] = useState(false);
  const templates = usePromoShareMessages();
  const languageId = useId();
  const link = promoLink(window.location.origin, code);
  const message = () =>
    fillShareMessage(templates.data?.[language] ?? '', language, {
      code,
      prize: prizeName,
      expiry: `${businessStamp(expiresAt)} (UTC+8)`,
      link,
    });
  const copyLink = () => copyWithToast(link, m.promo_shareLinkCopied);
  const copyMessage = () => copyWithToast(message(), m.promo_shareMessageCopied);
  const qr = showQr && (
    <Suspense fallback={<span className="block h-44 w-44 rounded bg-slate-100" aria-hidden="true" />}>
      <QrCode text={link} label={m.promo_shareQrAlt({ code })} size={176} />
    </Suspense>
  );
  if (rowLanguage !== undefined) {
    return (
      <div className="inline-grid justify-items-end gap-2 align-top">
        <div
          role="group"
          aria-label={m.promo_shareCode({ code })}
          className="flex items-center border-r border-slate-200 pr-1"
        >
          <RowShareButton label={m.promo_shareCopyLink} icon={ICONS.link} onClick={copyLink} />
          <RowShareButton
            label={showQr ? m.promo_shareHideQr : m.promo_shareQr}
            icon={ICONS.qr}
            pressed={showQr}
            onClick={() => setShowQr(!showQr)}
          />
          <RowShareButton label={m.promo_shareCopyMessage} icon={ICONS.message} onClick={copyMessage} />
        </div>
        {qr}
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-2">
      <div
        role="group"
        aria-label={m.promo_shareCode({ code })}
        className="flex flex-wrap items-center gap-2"
      >
        <Button variant="outline" onClick={copyLink}>
          {m.promo_shareCopyLink}
        </Button>
        <Button variant="outline" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {showQr ? m.promo_shareHideQr : m.promo_shareQr}
        </Button>
        <label htmlFor={languageId} className="sr-only">
          {m.promo_shareLanguage}
        </label>
        <select
          id={languageId}
          value={language}
          onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
          className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={copyMessage}>
          {m.promo_shareCopyMessage}
        </Button>
      </div>
      {qr}
    </div>
  );
}
