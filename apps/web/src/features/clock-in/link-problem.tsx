/**
 * The full page a kiosk or personal link shows instead of its form (decision 39): expired or
 * revoked (410), not valid (401, a missing token), or not reachable.
 */
import { Button } from '@jornada/ui';
import { TriangleAlert } from 'lucide-react';

/** Props of {@link LinkProblem}. */
export interface LinkProblemProps {
  title: string;
  text: string;
  /** Offers "Reintentar" when given (a connection problem). */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A centred explanation with a heading. */
export function LinkProblem({ title, text, onRetry, retryLabel }: LinkProblemProps) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="text-lg">{text}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
