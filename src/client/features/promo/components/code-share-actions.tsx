// A code handed to its customer in one tap (README, "A code goes out in one tap"): its /promo?code= link
// copied, the link's QR drawn (a chunk loaded only then), or a ready message copied in the customer's
// language, written from the operator's template with the prize, the expiry in UTC+8 and the link.
import { lazy, Suspense, useState } from 'react';
import * as m from '#messages';
import { usePromoShareMessages } from '#client/api/promo-share';
import { Button } from '#client/components/ui/button.tsx';
import { useId } from '#client/lib/use-id';
import { toast } from '#client/components/ui/use-toast';
import { businessStamp } from '#shared/business-date';
import { LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '#shared/i18n/locales';
import { fillShareMessage, promoLink } from '#shared/promo-share';

const CodeQr = lazy(() => import('./code-qr'));

function copy(text: string, done: string) {
  // Promise.resolve first: navigator.clipboard is missing outside secure contexts, and that throws here.
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(text))
    .then(
      () => toast({ title: m.promo_copied, description: done }),
      () => toast({ title: m.promo_error, description: m.promo_copyFailed, variant: 'destructive' }),
    );
}

export interface SharedCode {
  code: string;
  prizeName: string;
  /** ISO instant. */
  expiresAt: string;
}

export function CodeShareActions({
  code,
  prizeName,
  expiresAt,
  compact = false,
}: SharedCode & { compact?: boolean }) {
  const [language, setLanguage] = useState<Locale>('en');
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
  // The row's actions are small (important: the Button's own size classes would win otherwise).
  const size = compact ? 'min-h-8! px-2! py-1! text-xs!' : '';
  return (
    <div className={`grid gap-2 ${compact ? 'justify-items-end' : 'justify-items-center'}`}>
      <div
        role="group"
        aria-label={m.promo_shareCode({ code })}
        className="flex flex-wrap items-center gap-2"
      >
        <Button variant="outline" className={size} onClick={() => copy(link, m.promo_shareLinkCopied)}>
          {m.promo_shareCopyLink}
        </Button>
        <Button variant="outline" className={size} aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
          {showQr ? m.promo_shareHideQr : m.promo_shareQr}
        </Button>
        <label htmlFor={languageId} className="sr-only">
          {m.promo_shareLanguage}
        </label>
        <select
          id={languageId}
          value={language}
          onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
          className={`rounded-md border border-slate-300 bg-white text-slate-900 ${compact ? 'h-8 px-1 text-xs' : 'h-10 px-2 text-sm'}`}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          className={size}
          onClick={() => copy(message(), m.promo_shareMessageCopied)}
        >
          {m.promo_shareCopyMessage}
        </Button>
      </div>
      {showQr && (
        <Suspense fallback={<span className="block h-44 w-44 rounded bg-slate-100" aria-hidden="true" />}>
          <CodeQr link={link} label={m.promo_shareQrAlt({ code })} />
        </Suspense>
      )}
    </div>
  );
}
