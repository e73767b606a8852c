/**
 * /entrevistas/verificar-datos: check name and email before the room; then /entrevistas/cargando.
 */
import { useLocation } from 'react-router';
import { useSession } from '../app/use-session.ts';
import { InterviewFlowStep } from '../features/interviews/interview-flow-step.tsx';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

const m = messages.interviewFlow;

/** The verify-data screen. */
export function InterviewVerifyRoute() {
  const { user } = useSession();
  const state = useLocation().state as unknown;
  return (
    <InterviewFlowStep
      title={m.verifyTitle}
      text={m.verifyText}
      next={{ href: paths.interviewLoading.href(), label: m.continue, state }}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left">
        <dt className="font-medium">{m.name}</dt>
        <dd>{[user?.name, user?.surname, user?.lastname].filter(Boolean).join(' ')}</dd>
        <dt className="font-medium">{m.email}</dt>
        <dd>{user?.email}</dd>
      </dl>
    </InterviewFlowStep>
  );
}

export { InterviewVerifyRoute as Component };
