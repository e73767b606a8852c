/**
 * The notice above /solicitud-trabajo when the profile lacks what an application needs: names
 * the missing fields and links to /mi-perfil with them and a way back (docs/decisions/0029-letters-and-seeker-journey.md).
 */
import { ButtonLink } from '@jornada/ui';
import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import type { RequiredProfileField } from '../../app/profile-gate.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';

const m = lettersMessages.journey;

/**
 * @param missing the fields to complete (non-empty).
 * @param returnTo the page to come back to after saving the profile.
 */
export function ProfileGateNotice({
  missing,
  returnTo,
}: {
  missing: readonly RequiredProfileField[];
  returnTo: string;
}) {
  return (
    <section
      aria-labelledby="perfil-pendiente"
      className="grid gap-3 rounded-lg border-2 border-warning bg-card p-4"
    >
      <h2 id="perfil-pendiente" className="font-semibold">
        {m.gateTitle}
      </h2>
      <p className="text-sm">{m.gateText(missing.map((field) => m.fields[field]).join(', '))}</p>
      <div>
        <ButtonLink asChild>
          <Link to={paths.myProfile.href({ returnTo, missing })}>
            <UserRoundPen aria-hidden="true" />
            {m.gateAction}
          </Link>
        </ButtonLink>
      </div>
    </section>
  );
}
