/**
 * /ver-plantillas: the CV templates side by side, each usable with one click; the choice is
 * confirmed in a toast with «Deshacer» (back to the previous template).
 */
import { Button, EmptyState } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useActionFeedback } from '../app/action-feedback.ts';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { CvDocument, cvTemplates, type CvTemplate } from '../features/cv/cv-document.tsx';
import { useCvTemplate } from '../features/cv/use-cv-template.ts';
import { profileQueryOptions } from '../features/profile/profile-api.ts';
import { messages } from '../messages/messages.ts';

const m = messages.cv;

/** The templates screen. */
export function CvTemplatesRoute() {
  const { api } = useAppContext();
  const { userId, user } = useSession();
  const profile = useQuery({ ...profileQueryOptions(api, userId ?? 0), enabled: userId !== null });
  const [current, setCurrent] = useCvTemplate();
  const feedback = useActionFeedback();
  const choose = (template: CvTemplate) => {
    const previous = current;
    setCurrent(template);
    feedback.succeeded(
      messages.feedback.cvTemplateChosen(m.templateNames[template] ?? template),
      () => setCurrent(previous),
    );
  };
  if (profile.isSuccess && !profile.data) return <EmptyState title={m.empty} />;
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{m.templatesTitle}</h1>
      <ul className="grid gap-6 lg:grid-cols-3">
        {cvTemplates.map((template) => (
          <li key={template} className="grid content-start gap-3">
            <h2 className="font-semibold">{m.templateNames[template]}</h2>
            <Button
              variant={template === current ? 'secondary' : 'outline'}
              aria-pressed={template === current}
              onClick={() => {
                if (template !== current) choose(template);
              }}
              className="w-fit"
            >
              {template === current ? m.current : m.use}
            </Button>
            {profile.data && user ? (
              <div className="origin-top-left scale-[0.85]">
                <CvDocument user={user} profile={profile.data} template={template} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export { CvTemplatesRoute as Component };
