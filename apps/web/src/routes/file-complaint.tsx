/**
 * /quejas/nueva: anyone signed in files a complaint about a company (decision 41;
 * features/complaints/complaint-form.tsx). `?empresa=` names a company to start with; employees
 * and drivers start with theirs. After filing, the complaint's page in «Mis quejas».
 */
import { useNavigate, useSearchParams } from 'react-router';
import { parseId } from '../app/company-access.ts';
import { useSession } from '../app/use-session.ts';
import { ComplaintForm } from '../features/complaints/complaint-form.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const f = messages.complaints.file;

/** The filing page. */
export function FileComplaintRoute() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <>
      <section className="grid max-w-2xl gap-6">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{f.title}</h1>
          <p className="text-muted-foreground">{f.subtitle}</p>
          <p className="text-sm">{f.nom035}</p>
        </div>
        <ComplaintForm
          user={user}
          companyId={parseId(search.get('empresa') ?? undefined)}
          onFiled={(complaint) => void navigate(paths.myComplaint.href(complaint.id))}
        />
      </section>
    </>
  );
}

export { FileComplaintRoute as Component };
