// Who did something, as the operator's screens and files say it: 'session #12 from 127.0.0.1'.
export const sessionLabel = (sessionId: number | null, ip: string): string =>
  `${sessionId === null ? 'the server' : `session #${sessionId}`} from ${ip}`;
