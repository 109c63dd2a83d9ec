import { useEffect } from 'react';
import * as m from '#messages';
import { preloadTooltips } from '../../components/ui/tooltip';
import { PromoEntry } from '../../features/draws/components/promo-entry';
import { SpinNoticeBanner } from '../../features/spin-notice/components/spin-notice-banner';
import { PageShell } from './page-shell';

export function PromoPage() {
  useEffect(() => {
    // The spin page's code (the wheel, its sounds, the dialogs) is fetched once the visitor starts on a
    // code: typing one takes seconds, so it is there when the code is accepted, and a visitor who only
    // looks costs nothing more than the page.
    const intents = ['focusin', 'pointerdown', 'keydown'] as const;
    const prefetch = () => {
      for (const type of intents) document.removeEventListener(type, prefetch);
      void import('./spin');
      void preloadTooltips();
    };
    for (const type of intents) document.addEventListener(type, prefetch);
    return () => {
      for (const type of intents) document.removeEventListener(type, prefetch);
    };
  }, []);
  return (
    <PageShell label={m.pages_promoLabel}>
      <SpinNoticeBanner />
      <PromoEntry />
    </PageShell>
  );
}
