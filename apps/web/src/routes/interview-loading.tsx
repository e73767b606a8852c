/**
 * /entrevistas/cargando: shown while the room is prepared; goes on to the room.
 */
import { Spinner } from '@jornada/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InterviewFlowStep } from '../features/interviews/interview-flow-step.tsx';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** How long the loading screen stays before the room (ms). */
const handOffMs = 1500;

/** The loading screen. */
export function InterviewLoadingRoute() {
  const navigate = useNavigate();
  const state = useLocation().state as unknown;
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.interviewRoom.href(), { replace: true, state }),
      handOffMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, state]);
  return (
    <InterviewFlowStep
      title={messages.interviewFlow.loadingTitle}
      text={messages.interviewFlow.loadingText}
    >
      <Spinner className="mx-auto" />
    </InterviewFlowStep>
  );
}

export { InterviewLoadingRoute as Component };
