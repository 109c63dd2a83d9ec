// What an admin panel says in place of something it could not load: the reason, and Try again.
import { Button } from './button';

export function LoadError({
  what,
  error,
  onRetry,
}: {
  /** 'the prizes' */
  what: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="py-6 text-center text-sm text-red-700">
      <p>{`Could not load ${what}: ${error.message}`}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
