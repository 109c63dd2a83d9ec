// /spin: the wheel for the visitor's validated code, the win dialog and the latest draws; or the
// read-only history view. The server decides the prize; the wheel only animates to it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import * as m from '#messages';
import type { UsePromoResponse, ValidatedPromo } from '#shared/api/promo';
import { wheelSlots } from '#shared/prizes';
import { DEFAULT_WHEEL_THEME } from '#shared/wheel-themes';
import { MAX_OFFSET_DEGREES, MIN_SPIN_DEGREES, spinTarget } from '#shared/wheel';
import { drawHistoryKey, newSpinId, redeemPromo, useDrawHistory } from '#client/api/draws';
import { inPageLanguage, usePrizes } from '#client/api/prizes';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { toast } from '#client/components/ui/use-toast';
import { storeLastDraw } from '#client/lib/last-draw';
import { ApiError } from '#client/lib/api-client';
import { PHONE_QUERY, REDUCED_MOTION_QUERY, useMediaQuery } from '#client/lib/use-media-query';
import { useIsAdmin } from '../hooks/use-is-admin';
import { drawSession } from '../lib/draw-session';
import { spinSession } from '../lib/spin-session';
import { tickPointer } from '../lib/pointer-ticks';
import { isMuted, playSpinSound, playWinSound, setMuted } from '../lib/sounds';
import { edgeTimes } from '../lib/spin-easing';
import { DrawHistoryTable, historyEmptyText } from './draw-history-list';
import { EditPrizeNames } from './edit-prize-names';
import { HistoryView } from './history-view';
import { Wheel } from './wheel';
import { WinDialog } from './win-dialog';

type Phase = 'ready' | 'spinning' | 'won' | 'used';

/**
 * A 6 s spin and the result at 6.5 s; on phones 2 s and 2.5 s. Reduced motion: the wheel is set where it
 * lands, unturned, and the result shows as soon as the server answers.
 */
function timings(phone: boolean, reduced: boolean) {
  if (reduced) return { spinMs: 0, resultMs: 0, minSpin: 360 };
  return phone
    ? { spinMs: 2000, resultMs: 2500, minSpin: MIN_SPIN_DEGREES }
    : { spinMs: 6000, resultMs: 6500, minSpin: MIN_SPIN_DEGREES };
}

/** The wheel's current angle from its computed transform matrix, to stop it where it is. */
function currentAngle(el: HTMLElement | null): number | null {
  if (!el) return null;
  const match = /matrix\(([^,]+),\s*([^,]+)/.exec(getComputedStyle(el).transform);
  if (!match) return null;
  return (Math.atan2(Number(match[2]), Number(match[1])) * 180) / Math.PI;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function SpinStage({ promo }: { promo: ValidatedPromo }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const prizes = usePrizes();
  const history = useDrawHistory(1, 10);
  const phone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [phase, setPhase] = useState<Phase>('ready');
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  /** The server's answer for this spin: the prize and the receipt's time and reference. */
  const [result, setResult] = useState<UsePromoResponse | null>(null);
  const prizeName = result?.prizeName ?? '';
  /** Why the last spin failed without the server refusing the code: said under the button. */
  const [failure, setFailure] = useState<string | null>(null);
  const [muted, setMutedState] = useState(isMuted);
  const isAdmin = useIsAdmin();
  const busy = useRef(false);
  /**
   * The spin under way, kept through a failure and in the tab's session: Try Again, or the page reloaded
   * mid-spin, asks for the same spin (its answer may be lost) and is told what it won.
   */
  const spinId = useRef<string | null>(spinSession.spinInProgress(promo)?.spinId ?? null);
  const rotor = useRef<HTMLDivElement>(null);
  const pointer = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // In this page's language: the same names the server draws under for a spin sent in it. Until the live
  // names load, the ones that came with the code (validate-promo answers them), never built-in defaults.
  const shownSlots =
    (prizes.data && inPageLanguage(prizes.data)[promo.prizeType]) ?? wheelSlots(promo.prizeType, promo.names);
  // The draw is named by the server's prize names at the spin (docs/decisions/0011). Should this page's
  // copy of them be behind (a rename a moment ago), the slot the wheel stops on takes the draw's name, so
  // the wheel, the dialog and the history say one name.
  const slots = prizeName
    ? shownSlots.map((slot) => (slot.id === promo.prizeId ? { ...slot, name: prizeName } : slot))
    : shownSlots;
  const isSuper = promo.prizeType === 'super';
  // Live: a settings push refetches the prize lists, and the wheel changes look without a reload.
  const theme = prizes.data?.theme[promo.prizeType] ?? DEFAULT_WHEEL_THEME;
  const wonSlot = slots.find((slot) => slot.id === promo.prizeId);

  const spin = async () => {
    // The code was refused (used elsewhere, expired, deleted), and said so: straight on to a new one.
    if (phase === 'used') {
      navigate('/promo');
      return;
    }
    // One call per code, however often the button is tapped.
    if (busy.current || phase !== 'ready') return;
    busy.current = true;
    setFailure(null);

    const { spinMs, resultMs, minSpin } = timings(phone, reducedMotion);
    const offset = (Math.random() * 2 - 1) * (MAX_OFFSET_DEGREES - 0.5);
    const target = spinTarget(rotation, promo.prizeId, offset, minSpin);
    setDurationMs(spinMs);
    setRotation(target);
    setPhase('spinning');
    // The ticks' times come from the transition's own curve, so sound and pointer keep with the wheel.
    const ticks = spinMs > 0 ? edgeTimes(rotation, target) : [];
    const silenceSound = playSpinSound(ticks, spinMs);
    const stopTicks = tickPointer(pointer.current, ticks, spinMs);
    const silence = () => {
      silenceSound();
      stopTicks();
    };

    if (promo.isDemo) {
      await wait(resultMs);
      if (!mounted.current) return;
      toast({
        title: m.draws_demoCompleteTitle,
        description: m.draws_demoCompleteText,
      });
      setPhase('ready');
      busy.current = false;
      return;
    }

    try {
      spinId.current ??= newSpinId();
      // Kept before it is sent: a reload from here on replays this spin instead of offering a new one.
      spinSession.spinStarted({ code: promo.code, spinId: spinId.current, prizeType: promo.prizeType });
      const redeemed = redeemPromo(promo.code, spinId.current).then((answer) => {
        // While the wheel still turns: its slot shows the name the dialog will say.
        if (mounted.current) setResult(answer);
        return answer;
      });
      const [answer] = await Promise.all([redeemed, wait(resultMs)]);
      storeLastDraw({ code: promo.code, prize: answer.prizeName });
      if (!mounted.current) return;
      setPhase('won');
      playWinSound();
      // Only now: refreshing earlier could reveal the result before the wheel stops.
      void queryClient.invalidateQueries({ queryKey: drawHistoryKey });
    } catch (err) {
      if (!mounted.current) return;
      silence();
      const angle = currentAngle(rotor.current);
      setDurationMs(0);
      setRotation(angle ?? target);
      toast({
        title: m.draws_toastError,
        description: err instanceof Error ? err.message : String(err),
        variant: 'destructive',
      });
      // A refused code (used, expired, deleted) cannot be spun again; a network failure can be retried.
      const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (refused) {
        drawSession.clear();
        spinId.current = null;
      } else setFailure(err instanceof Error ? err.message : String(err));
      setPhase(refused ? 'used' : 'ready');
      busy.current = false;
    }
  };

  // A spin this tab sent before a reload (a pull-to-refresh, a call, a discarded tab): asked again at once
  // with its id, the wheel turns to what it won and the dialog says so; the server spends no second use.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || spinId.current === null || promo.isDemo) return;
    resumed.current = true;
    void spin();
    // Once, on the page's first render: spin() reads the state it needs when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = useCallback(() => {
    drawSession.clear();
    navigate('/promo');
  }, [navigate]);

  const buttonText =
    phase === 'spinning'
      ? m.draws_spinning
      : phase === 'ready'
        ? failure === null
          ? m.draws_spinWheel
          : m.draws_tryAgain
        : m.draws_enterNewCode;

  return (
    // On a phone on its side (styles.css 'short'), the wheel fills the left column and the rest stacks
    // beside it: its pointer and the Spin button are on screen together.
    <div className="flex w-full flex-col items-center short:grid short:grid-cols-[auto_minmax(0,1fr)] short:items-start short:gap-x-8">
      <div className="flex w-full max-w-md items-start justify-between gap-3">
        <div>
          <h2
            className={`text-2xl font-extrabold tracking-wide sm:text-3xl ${
              isSuper
                ? 'bg-gradient-to-r from-sky-300 to-violet-300 bg-clip-text text-transparent'
                : 'text-brand-300'
            }`}
          >
            {isSuper ? m.draws_superWheelTitle : m.draws_wheelTitle}
          </h2>
          <p className="mt-1 text-sm text-white/75">
            {promo.isDemo ? (
              m.draws_demoMode
            ) : (
              <>
                {m.draws_codeLabel}{' '}
                <span className="font-mono font-bold tracking-wider text-white">{promo.code}</span>
              </>
            )}
          </p>
        </div>
        <Tooltip content={muted ? m.draws_unmuteSounds : m.draws_muteSounds}>
          <button
            type="button"
            aria-pressed={muted}
            aria-label={muted ? m.draws_unmuteSounds : m.draws_muteSounds}
            onClick={() => {
              setMuted(!muted);
              setMutedState(!muted);
            }}
            className="rounded-full bg-white/10 p-2.5 text-white hover:bg-white/20"
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
              {muted ? (
                <path d="M17 9l5 6M22 9l-5 6" />
              ) : (
                <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
              )}
            </svg>
          </button>
        </Tooltip>
      </div>

      <div className="mt-6 w-full short:col-start-1 short:row-span-3 short:row-start-1 short:mt-0 short:w-auto">
        <Wheel
          slots={slots}
          rotation={rotation}
          durationMs={durationMs}
          super={isSuper}
          theme={theme}
          spinning={phase === 'spinning'}
          rotorRef={rotor}
          pointerRef={pointer}
        />
      </div>

      <button
        type="button"
        onClick={() => void spin()}
        disabled={phase === 'spinning' || phase === 'won'}
        className={`mt-6 w-full max-w-md rounded-xl px-6 py-4 text-lg font-extrabold tracking-wide shadow-lg transition-transform active:scale-[0.98] disabled:opacity-70 ${
          isSuper
            ? 'bg-gradient-to-r from-sky-700 to-violet-600 text-white'
            : 'bg-gradient-to-r from-brand-400 to-brand-500 text-night-900'
        }`}
      >
        {buttonText}
      </button>
      {/* In the page itself, not only in a toast: no more code is needed to say it. */}
      {failure !== null && phase === 'ready' && (
        <p
          role="alert"
          className="mt-3 w-full max-w-md rounded-lg bg-red-600/90 px-4 py-3 text-sm text-white"
        >
          {m.draws_spinFailed({ reason: failure })}
        </p>
      )}

      {isAdmin && prizes.data && <EditPrizeNames prizes={prizes.data} initialType={promo.prizeType} />}

      <section
        aria-labelledby="latest-draws"
        data-testid="latest-draws"
        className="mt-8 w-full max-w-md rounded-2xl border border-white/10 bg-night-800 p-4 short:col-start-2"
      >
        <h3 id="latest-draws" className="text-lg font-bold text-brand-300">
          {m.draws_historyTitle}
        </h3>
        <DrawHistoryTable items={history.data?.items ?? []} empty={historyEmptyText(history)} />
      </section>

      <WinDialog
        open={phase === 'won' && result !== null}
        prizeName={prizeName}
        code={promo.code}
        drawnAt={result?.drawnAt ?? ''}
        reference={result?.reference ?? null}
        imageUrl={
          wonSlot && 'imageUrl' in wonSlot && typeof wonSlot.imageUrl === 'string' ? wonSlot.imageUrl : ''
        }
        value={wonSlot && 'value' in wonSlot ? wonSlot.value : null}
        theme={theme}
        super={isSuper}
        celebrate={!reducedMotion}
        onDone={finish}
      />
    </div>
  );
}

export function SpinScreen() {
  const [, navigate] = useLocation();
  const [historyView] = useState(() => spinSession.isHistoryView());
  const [promo] = useState(() => spinSession.promo());

  useEffect(() => {
    if (!historyView && !promo) navigate('/promo', { replace: true });
  }, [historyView, promo, navigate]);

  if (historyView) return <HistoryView />;
  return promo ? <SpinStage promo={promo} /> : null;
}
