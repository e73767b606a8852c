/**
 * The interview layout (spec section 2) around the interview screens.
 */
import { InterviewLayout } from '@jornada/ui';
import { Link, Outlet } from 'react-router';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** Layout route for /entrevistas/*. */
export function InterviewLayoutRoute() {
  return (
    <InterviewLayout
      brand={
        <Link to={paths.home.href()} className="text-xl font-bold text-primary">
          {messages.appName}
        </Link>
      }
    >
      <Outlet />
    </InterviewLayout>
  );
}
