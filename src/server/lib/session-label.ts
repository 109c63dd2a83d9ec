// Who did something, as the operator's screens and files say it: 'session #12 from 127.0.0.1'.
export const sessionLabel = (sessionId: number | null, ip: string): string =>
  `${sessionId === null ? 'the server' : `session #${sessionId}`} from ${ip}`;

/**
 * Who did something, as the screens say it: the person, by their name at the time; a record from before
 * staff accounts names no person, and says its session instead.
 */
export const whoLabel = (personName: string, sessionId: number | null, ip: string): string =>
  personName || sessionLabel(sessionId, ip);
