/**
 * The full screen shown instead of the call when it cannot go on: an unsupported browser, a
 * denied permission, no camera or microphone, a busy device, no network, or a room that is not
 * available — never a blank page.
 */
import { Button, ButtonLink } from '@jornada/ui';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { videoRoomMessages, type MediaProblem } from '../../messages/video-room-messages.ts';

const m = videoRoomMessages.problems;

/** Props of {@link MediaProblemScreen}. */
export interface MediaProblemScreenProps {
  problem: MediaProblem;
  /** Offers «Volver a intentar» when given. */
  onRetry?: () => void;
}

/** A heading, what happened and what to do. */
export function MediaProblemScreen({ problem, onRetry }: MediaProblemScreenProps) {
  const copy = m[problem];
  return (
    <section
      data-problem={problem}
      className="mx-auto grid max-w-xl justify-items-center gap-4 px-6 py-12 text-center"
    >
      <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
      <h1 className="text-2xl font-bold tracking-tight text-balance">{copy.title}</h1>
      <p className="text-lg">{copy.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && problem !== 'unsupported' && problem !== 'missing-room' ? (
          <Button onClick={onRetry}>{m.retry}</Button>
        ) : null}
        <ButtonLink asChild variant="outline">
          <Link to={paths.interviews.href()}>{m.back}</Link>
        </ButtonLink>
      </div>
    </section>
  );
}
