import type { components } from '@jornada/api-client';
import { Badge, Card, formatDateTime } from '@jornada/ui';
import { Link } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { offersSlots } from './slot-choice.tsx';

type Interview = components['schemas']['Interview'];
const m = messages.interviews;

/** Formats an interview's start in es-MX ("lunes, 3 de noviembre de 2026, 10:00"). */
export function formatInterviewDate(iso: string): string {
  return formatDateTime(iso, 'full');
}

/** One interview in /mis-entrevistas. */
export function InterviewCard({ interview }: { interview: Interview }) {
  return (
    <Card className="relative gap-2 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          <Link
            to={paths.interview.href(interview.id)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {interview.vacancy.title}
          </Link>
        </h2>
        <Badge variant="secondary">{m.status[interview.status] ?? interview.status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {offersSlots(interview)
          ? m.slotsOffered(interview.proposed_slots!.length)
          : m.when(formatInterviewDate(interview.scheduled_at))}{' '}
        · {m.mode[interview.mode] ?? interview.mode} · {m.duration(interview.duration_minutes)}
      </p>
    </Card>
  );
}
