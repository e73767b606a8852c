/**
 * /verificarme: confirms the registration with the emailed code
 * (`POST /api/v1/register/{id}/confirmation`), then asks to sign in and
 * continues to the page the person was going to (`?redirect=`, or the page remembered when a
 * visitor was turned away: app/return-to.ts), else to the onboarding steps.
 */
import { confirmRegistrationMutationOptions, executeMutation } from '@jornada/api-client';
import { ButtonLink } from '@jornada/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { allowedRedirect } from '../app/sign-in-target.ts';
import { peekReturnTo } from '../app/return-to.ts';
import { VerifyForm } from '../features/auth/verify-form.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { AuthHeading } from './auth-layout.tsx';

/** The verification screen. */
export function VerifyRoute() {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registrationId = Number(params.get('registro'));
  const email = params.get('correo');
  if (!Number.isInteger(registrationId) || registrationId < 1) {
    return (
      <>
        <AuthHeading title={messages.verify.title} subtitle={messages.verify.missing} />
        <ButtonLink asChild>
          <Link to={paths.register.href()}>{messages.verify.registerAgain}</Link>
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <AuthHeading
        title={messages.verify.title}
        subtitle={email ? messages.verify.subtitle(email) : messages.verify.subtitleNoEmail}
      />
      <VerifyForm
        onSubmit={async (code) => {
          await executeMutation(queryClient, confirmRegistrationMutationOptions(api, queryClient), {
            registrationId,
            verification_code: code,
            service: 'jobs',
          });
          const next =
            allowedRedirect(params.get('redirect')) ?? peekReturnTo() ?? paths.steps.href();
          await navigate(`${paths.login.href(next)}&verificado=1`);
        }}
      />
    </>
  );
}

export { VerifyRoute as Component };
