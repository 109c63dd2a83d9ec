import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import * as m from '#messages';
import { LoadFailed } from '../components/ui/load-failed';
import { withTooltips } from '../components/ui/tooltip';
import { PlainToast } from '../components/ui/plain-toast';
import { useToastState } from '../components/ui/use-toast';
import { ChunkErrorBoundary, retryableLazy } from '../lib/chunk-loading';
import { ChatLauncher } from '../features/chat/components/visitor/chat-launcher';
import { createQueryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/realtime-provider';
import { Header } from './layout/header';
import { PageLoading } from './layout/page-loading';
import { useShiftEnterToAdmin } from './layout/use-shift-enter-to-admin';
import { NotFoundPage } from './routes/not-found';
import { PromoPage } from './routes/promo';

// The admin code is loaded only when /admin is opened: visitors never download it. The pages with
// tooltips bring their code along, on a device that can hover (components/ui/tooltip.tsx).
const AdminPage = retryableLazy(() => withTooltips(import('./routes/admin')));
// The wheel, its sounds and the win dialog load when needed; the promo page prefetches them while the
// visitor types a code (see routes/promo.tsx), so /spin opens at once.
const SpinPage = retryableLazy(() => withTooltips(import('./routes/spin')));
// The home page's renderer stays out of the first load of /promo, where most visitors arrive.
const HomePage = retryableLazy(() => import('./routes/home'));
// The settings sync page is for the odd operator's phone, never a visitor's first load.
const MobileSyncPage = retryableLazy<object>(() =>
  import('./routes/mobile-sync').then((m) => ({ default: m.MobileSyncPage })),
);
// The toasts' component (and its dialog library) loads with the first toast: most visits never see one.
// When its chunk cannot be fetched (the server is down, which is when errors come), the plain toast of
// the first load says the same words.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: PlainToast }),
  ),
);
// Likewise the notice page.
const NoticePage = retryableLazy(() => import('./routes/notice'));
// Drawn after the page, never in its way: a chunk of its own keeps the first load within budget.
const ContactButtons = lazy(() =>
  import('../features/home-builder/components/page/contact-buttons').then((m) => ({
    default: m.ContactButtons,
  })),
);

/** Mounts the toaster at the first toast and keeps it, so later toasts show at once. */
function ToasterWhenNeeded() {
  const toast = useToastState();
  const [needed, setNeeded] = useState(false);
  if (toast && !needed) setNeeded(true);
  if (!needed && !toast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Every page but /admin shows the contact buttons; /admin does not even fetch their settings.
 * The chat launcher keeps them company (the operator answers in the Live Chat tab instead).
 */
function PublicFloatingButtons() {
  const [location] = useLocation();
  if (/^\/admin(\/|$)/.test(location)) return null;
  return (
    <>
      <ChatLauncher />
      <Suspense fallback={null}>
        <ContactButtons />
      </Suspense>
    </>
  );
}

const PAGES = [AdminPage, SpinPage, HomePage, MobileSyncPage, NoticePage];

/** The routes, drawn afresh on every navigation after a failure (the boundary is keyed by the path). */
function Pages() {
  const [location] = useLocation();
  return (
    <ChunkErrorBoundary
      key={location}
      onRetry={() => PAGES.forEach((page) => page.reset())}
      fallback={(retry) => (
        <LoadFailed
          what={m.pages_loadFailed}
          onRetry={retry}
          className="mx-auto flex min-h-[50dvh] max-w-md flex-col justify-center px-4 text-center text-lg text-white"
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={PromoPage} />
          <Route path="/promo" component={PromoPage} />
          <Route path="/spin" component={SpinPage} />
          <Route path="/home" component={HomePage} />
          <Route path="/notice" component={NoticePage} />
          <Route path="/mobile-sync" component={MobileSyncPage} />
          <Route path="/admin" component={AdminPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  useShiftEnterToAdmin();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <Header />
        {/* Bottom room for the floating chat and contact buttons, so they never cover the last row. */}
        <main id="main" tabIndex={-1} className="pt-16 pb-24 outline-none">
          <Pages />
        </main>
        <PublicFloatingButtons />
        <ToasterWhenNeeded />
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
