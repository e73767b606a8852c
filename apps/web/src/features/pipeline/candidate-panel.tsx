/**
 * The candidate's side panel (docs/decisions/0028-applications-pipeline.md): the application (status, match, expected salary,
 * cover letter) and the candidate's profile and CV (`getUserProfile`, which the contract lets a
 * company read for people who applied to it — `others: [recruiter]`), in a Radix Dialog sheet.
 * «Imprimir» prints only the panel (the print stylesheet hides the page behind it).
 */
import { getUserProfileQueryOptions, type components } from '@jornada/api-client';
import {
  Badge,
  Button,
  ButtonLink,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import { pipelineMessages } from '../../messages/pipeline-messages.ts';
import { ApplicationReport } from './application-report.tsx';
import { HireInvitation } from './hire-invitation.tsx';
import { statusVariant } from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

const m = pipelineMessages;
const p = pipelineMessages.panel;
/** While the panel is open, printing shows the panel alone, unboxed. */
const printRules =
  '@media print { #root, [data-slot=sheet-overlay], [data-slot=sheet-content] > button { display: none !important; } [data-slot=sheet-content] { position: static !important; inset: auto !important; width: auto !important; max-width: none !important; height: auto !important; overflow: visible !important; box-shadow: none !important; border: 0 !important; transform: none !important; } }';

/** Props of {@link CandidatePanel}. */
export interface CandidatePanelProps {
  /** The application shown; null closes the panel. */
  application: Application | null;
  /** Closes the panel. */
  onClose: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Profile({ userId }: { userId: number }) {
  const { api } = useAppContext();
  const profile = useQuery({ ...getUserProfileQueryOptions(api, userId), retry: false });
  if (profile.isPending) return <p role="status">{p.loading}</p>;
  if (profile.isError || !profile.data) return <p>{p.noProfile}</p>;
  const data = profile.data;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        <Field label={p.desiredPosition}>{data.desired_position ?? '—'}</Field>
        <Field label={p.jobTitle}>{data.job_title ?? '—'}</Field>
        <Field label={p.salaryRange}>
          {data.min_salary || data.max_salary ? p.range(data.min_salary, data.max_salary) : '—'}
        </Field>
        <Field label={p.summary}>{data.description ?? '—'}</Field>
        <Field label={p.languages}>
          {data.languages.length ? data.languages.map((l) => l.name).join(', ') : p.none}
        </Field>
        <Field label={p.cv}>
          {data.cv_url ? (
            <a
              href={data.cv_url}
              target="_blank"
              rel="noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              {p.openCv}
            </a>
          ) : (
            p.noCv
          )}
        </Field>
      </dl>
      <section className="grid gap-2">
        <h3 className="font-semibold">{p.experience}</h3>
        {data.backgrounds.length ? (
          <ul className="grid gap-2">
            {data.backgrounds.map((b, index) => (
              <li key={b.id ?? index}>
                <p className="font-medium">
                  {b.position} · {b.company}
                </p>
                <p className="text-sm text-muted-foreground">
                  {p.period(b.start_date, b.end_date ?? null)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{p.none}</p>
        )}
      </section>
      <section className="grid gap-2">
        <h3 className="font-semibold">{p.education}</h3>
        {data.educations.length ? (
          <ul className="grid gap-2">
            {data.educations.map((e, index) => (
              <li key={e.id ?? index}>
                <p className="font-medium">
                  {p.degrees[e.degree]} · {e.institution}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{p.none}</p>
        )}
      </section>
    </div>
  );
}

/** The panel (see the module's comment). */
export function CandidatePanel({ application, onClose }: CandidatePanelProps) {
  return (
    <Sheet open={application !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {application ? (
        <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
          <style>{printRules}</style>
          <SheetHeader>
            <SheetTitle>{p.title(application.candidate.name)}</SheetTitle>
            <SheetDescription>{p.description(application.vacancy.title)}</SheetDescription>
          </SheetHeader>
          <div className="grid gap-5 px-4 pb-6">
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                {p.print}
              </Button>
              <ButtonLink variant="outline" asChild>
                <Link
                  to={paths.workspaceInterviews.href(
                    application.vacancy.company.id,
                    application.vacancy.id,
                    application.id,
                  )}
                >
                  <CalendarPlus aria-hidden="true" />
                  {p.proposeInterview}
                </Link>
              </ButtonLink>
            </div>
            <ApplicationReport application={application} />
            <HireInvitation application={application} />
            <dl className="grid gap-3">
              <Field label={p.status}>
                <Badge variant={statusVariant(application.status)}>
                  {m.statuses[application.status]}
                </Badge>
              </Field>
              <Field label={p.match}>{m.match(application.match_score)}</Field>
              <Field label={p.expectedSalary}>{m.salary(application.expected_salary)}</Field>
              <Field label={p.coverLetter}>{application.cover_letter ?? p.noCoverLetter}</Field>
            </dl>
            <Profile userId={application.candidate.id} />
          </div>
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
