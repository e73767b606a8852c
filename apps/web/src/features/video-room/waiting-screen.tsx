/**
 * /entrevistas/cargando (decision 50): joins the room and waits until the other side is in
 * (presence over the socket), then goes on to /entrevistas/sala with the same call.
 */
import { Button, Spinner } from '@jornada/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';
import { videoRoomMessages } from '../../messages/video-room-messages.ts';
import type { RoomTarget } from './media-layer.ts';
import { MediaProblemScreen } from './media-problem.tsx';
import { useCallSession } from './use-call-session.ts';

const m = videoRoomMessages.loading;

/** The waiting screen (see the module's comment). */
export function WaitingScreen({ target }: { target: RoomTarget }) {
  const navigate = useNavigate();
  const { session, state } = useCallSession(target);
  useEffect(() => {
    if (state.phase === 'in-call')
      void navigate(paths.interviewRoom.href(target), { replace: true });
    if (state.phase === 'ended') void navigate(paths.interviewFarewell.href(), { replace: true });
  }, [state.phase, navigate, target]);
  if (state.phase === 'problem' && state.problem)
    return <MediaProblemScreen problem={state.problem} onRetry={() => void navigate(0)} />;
  const waitingFor = state.role === 'empresa' ? 'candidato' : 'empresa';
  return (
    <section className="mx-auto grid max-w-xl gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
      <p role="status" className="flex items-center justify-center gap-2 font-medium">
        <Spinner />
        {state.phase === 'starting' ? m.connecting : m.waitingFor(waitingFor)}
      </p>
      <p className="text-muted-foreground">{m.hint}</p>
      <Button variant="outline" className="mx-auto" onClick={() => void session.leave()}>
        {m.cancel}
      </Button>
    </section>
  );
}
