// Shift+Enter anywhere opens /admin, except inside the promo input, where it is blocked, and in
// multi-line fields, where it is the new line (docs/decisions/0007-shift-enter-in-text-areas.md).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { NO_ADMIN_SHORTCUT_ATTR } from '../../lib/shortcuts';

export function useShiftEnterToAdmin(): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !event.shiftKey || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (
        target instanceof HTMLTextAreaElement ||
        (target instanceof HTMLElement && target.isContentEditable)
      ) {
        return;
      }
      if (target?.closest(`[${NO_ADMIN_SHORTCUT_ATTR}]`)) {
        event.preventDefault();
        return;
      }
      event.preventDefault();
      navigate('/admin');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
