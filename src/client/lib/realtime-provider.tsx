// The tab's one socket (./realtime.ts), opened by the app and handed to whatever listens through React's
// context: a listener lives as long as its component (./use-push.ts), and nothing is kept in module state.
// Only this and the socket are in a visitor's first load; the hooks come with the code that uses them.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import { createRealtime, type Realtime } from './realtime';

export const RealtimeContext = createContext<Realtime | null>(null);

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [realtime] = useState(() => createRealtime(queryClient));
  useEffect(() => realtime.start(), [realtime]);
  // The context is its own provider (React 19, Preact 11): no `.Provider` to carry.
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}
