// The floating contact buttons of every public page (the original app drew none: docs/spec-differences.md):
// WhatsApp, Telegram and phone links from the home page's settings, bottom-right, below dialogs and the
// header. On phones (held either way: styles.css 'short') more than one link folds behind a toggle with a
// handset and its word, never the chat button's speech bubble, and opens as a row above it, clear of the chat
// button and of the page's own buttons.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useId } from '#client/lib/use-id';
import * as m from '#messages';
import { contactLinks, HOME_PAGE } from '#shared/home-page';
import { homeDataKey, useHomeData } from '#client/api/home-builder';
import { Tooltip, TooltipProvider, useTooltipsReady } from '#client/components/ui/tooltip.tsx';
import { useTyping } from '#client/lib/use-typing';

type Kind = ReturnType<typeof contactLinks>[number]['kind'];

const ICON_PROPS = { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true } as const;

const HANDSET =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z';

/** Each link's accessible name, tooltip, colours and icon. */
const KINDS: Record<Kind, { name: string; tip: string; look: string; icon: ReactNode }> = {
  whatsapp: {
    name: m.pages_contactWhatsapp,
    tip: 'WhatsApp',
    look: 'bg-[#1f9e4d] text-white',
    icon: (
      <svg {...ICON_PROPS} fill="none">
        <path
          d="M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3z"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d={HANDSET} fill="currentColor" transform="translate(6.6 6.6) scale(0.45)" />
      </svg>
    ),
  },
  telegram: {
    name: m.pages_contactTelegram,
    tip: 'Telegram',
    look: 'bg-[#1d7fb3] text-white',
    icon: (
      <svg {...ICON_PROPS} fill="currentColor">
        <path d="M21.4 3.6 2.8 10.8c-.9.4-.9 1.6.1 1.9l4.6 1.5 1.8 5.5c.3.8 1.3 1 1.8.4l2.6-2.5 4.6 3.4c.7.5 1.7.1 1.9-.7l3.2-15.2c.2-1-.8-1.9-2-1.5zM10 14.5l-.4 3.6-1.4-4.4 9-5.9-7.2 6.7z" />
      </svg>
    ),
  },
  phone: {
    name: m.pages_contactPhone,
    tip: m.pages_contactPhoneTip,
    look: 'bg-brand-500 text-night-900',
    icon: (
      <svg {...ICON_PROPS} fill="currentColor">
        <path d={HANDSET} />
      </svg>
    ),
  },
};

export function ContactButtons() {
  const queryClient = useQueryClient();
  const home = useHomeData();
  const [open, setOpen] = useState(false);
  const typing = useTyping();
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // The buttons follow the local copy too, e.g. the builder saving locally in another tab while
  // the server is down (a push covers server saves).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === HOME_PAGE.localKey || event.key === null)
        void queryClient.invalidateQueries({ queryKey: homeDataKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const settings = home.data?.data.globalSettings;
  const links = settings?.showContactInfo ? contactLinks(settings) : [];
  // Where a pointer can hover, the links wait for their tooltips' code (one small fetch) and then come.
  const tooltipsReady = useTooltipsReady(links.length > 0);
  if (links.length === 0 || !tooltipsReady) return null;
  const collapsible = links.length > 1;

  return (
    <aside
      aria-label={m.pages_contact}
      data-testid="contact-buttons"
      className={`${typing ? 'max-md:hidden' : ''} fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex flex-col-reverse items-end gap-3`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      {collapsible && (
        <button
          ref={toggle}
          type="button"
          aria-label={m.pages_contactToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex h-14 items-center gap-2 rounded-full bg-night-700 pr-5 pl-4 font-bold text-brand-300 shadow-xl ring-2 ring-brand-400 md:hidden short:flex"
        >
          {open ? (
            <svg {...ICON_PROPS} fill="none">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          ) : (
            <svg {...ICON_PROPS} fill="currentColor">
              <path d={HANDSET} />
            </svg>
          )}
          {/* Part of the toggle's name (label in name), so a visitor may say it to voice control. */}
          <span>{m.pages_contact}</span>
        </button>
      )}
      <TooltipProvider>
        <ul
          id={listId}
          role="list"
          className={`${collapsible && !open ? 'hidden md:flex short:hidden' : 'flex'} flex-row-reverse gap-3 md:flex-col-reverse short:flex-row-reverse`}
        >
          {links.map((link) => (
            <li key={link.kind}>
              <Tooltip content={KINDS[link.kind].tip}>
                <a
                  href={link.href}
                  aria-label={KINDS[link.kind].name}
                  {...(link.href.startsWith('https:')
                    ? { target: '_blank', rel: 'noopener noreferrer' }
                    : {})}
                  className={`flex h-12 w-12 items-center justify-center rounded-full shadow-xl ring-2 ring-white/80 transition-transform motion-safe:hover:scale-105 ${KINDS[link.kind].look}`}
                >
                  {KINDS[link.kind].icon}
                </a>
              </Tooltip>
            </li>
          ))}
        </ul>
      </TooltipProvider>
    </aside>
  );
}
