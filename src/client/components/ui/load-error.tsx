// What an admin panel says in place of something it could not load: the reason, and Try again.
import * as m from '#messages';
import { Button } from './button';

/** In the words given (a panel may say it its own way): read out as it appears. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="py-6 text-center text-sm text-red-700">
      <p>{message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {m.ui_tryAgain}
      </Button>
    </div>
  );
}

/** The failed load of a query, in words, with a button that asks again. */
export function LoadError({
  what,
  query,
}: {
  /** 'the prizes': a noun phrase of the caller's language, put in ui_loadFailed. */
  what: string;
  query: { error: Error | null; refetch: () => unknown };
}) {
  return (
    <RetryAlert
      message={m.ui_loadFailed({ what, reason: query.error?.message ?? '' })}
      onRetry={() => void query.refetch()}
    />
  );
}
