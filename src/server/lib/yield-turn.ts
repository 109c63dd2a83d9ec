// One turn of the event loop, for long work done in steps (a batch of 10,000 codes): the requests that
// arrived meanwhile run before the next step. The embedded database shares this thread, so without it a
// long loop of statements holds every other answer until it ends.
export const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
