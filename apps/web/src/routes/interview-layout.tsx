/**
 * The interview layout around the interview screens, with the toasts their
 * actions report through (app/action-feedback.ts).
 */
import { InterviewLayout, DeferredToastProvider } from '@jornada/ui';
import { Link, Outlet } from 'react-router';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

/** Layout route for /entrevistas/*. */
export function InterviewLayoutRoute() {
  return (
    <DeferredToastProvider>
      <InterviewLayout
        brand={
          <Link to={paths.home.href()} className="text-xl font-bold text-primary">
            {messages.appName}
          </Link>
        }
      >
        <Outlet />
      </InterviewLayout>
    </DeferredToastProvider>
  );
}
