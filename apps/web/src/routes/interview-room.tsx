/**
 * /entrevistas/sala: the interview room. The video room itself lands with
 * the interviews issue; this screen leads to the farewell.
 */
import { InterviewFlowStep } from '../features/interviews/interview-flow-step.tsx';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** The room screen. */
export function InterviewRoomRoute() {
  const m = messages.interviewFlow;
  return (
    <InterviewFlowStep
      title={m.roomTitle}
      text={m.roomText}
      next={{ href: paths.interviewFarewell.href(), label: m.leave }}
    />
  );
}

export { InterviewRoomRoute as Component };
