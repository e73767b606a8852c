/**
 * /entrevistas/despedida: thanks after the interview.
 */
import { InterviewFlowStep } from '../features/interviews/interview-flow-step.tsx';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** The farewell screen. */
export function InterviewFarewellRoute() {
  const m = messages.interviewFlow;
  return (
    <InterviewFlowStep
      title={m.farewellTitle}
      text={m.farewellText}
      next={{ href: paths.home.href(), label: m.backHome }}
    />
  );
}

export { InterviewFarewellRoute as Component };
