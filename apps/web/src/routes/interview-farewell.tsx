/**
 * /entrevistas/despedida: thanks after the interview; says so when the company ended it.
 */
import { useLocation } from 'react-router';
import { InterviewFlowStep } from '../features/interviews/interview-flow-step.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { videoRoomMessages } from '../messages/video-room-messages.ts';

/** The farewell screen. */
export function InterviewFarewellRoute() {
  const m = messages.interviewFlow;
  const endedBy = (useLocation().state as { endedBy?: string } | null)?.endedBy;
  return (
    <InterviewFlowStep
      title={m.farewellTitle}
      text={m.farewellText}
      next={{ href: paths.home.href(), label: m.backHome }}
    >
      {endedBy === 'other' ? (
        <p role="status" className="font-medium">
          {videoRoomMessages.farewell.ended}
        </p>
      ) : null}
    </InterviewFlowStep>
  );
}

export { InterviewFarewellRoute as Component };
