/**
 * /pasos: onboarding after verifying the account: what the person looks for,
 * the salary they expect, done. Saves the profile (rules).
 * Public: a visitor is invited to sign up.
 */
import { statesQueryOptions } from '@jornada/api-client';
import {
  Button,
  ButtonLink,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stepper,
} from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { profileQueryOptions, saveProfile } from '../features/profile/profile-api.ts';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const m = messages.steps;

/** The onboarding screen. */
export function StepsRoute() {
  const { api, queryClient } = useAppContext();
  const { userId, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const states = useQuery(statesQueryOptions(api));
  const profile = useQuery({ ...profileQueryOptions(api, userId ?? 0), enabled: userId !== null });
  const [step, setStep] = useState(0);
  const [position, setPosition] = useState('');
  const [stateId, setStateId] = useState('');
  const [minSalary, setMinSalary] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!isAuthenticated || userId === null) {
    return (
      <section className="mx-auto grid max-w-xl gap-4 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.visitorText}</p>
        <ButtonLink asChild className="mx-auto">
          <Link to={paths.register.href()}>{m.register}</Link>
        </ButtonLink>
      </section>
    );
  }

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const pesos = Number(minSalary.replace(/[\s,$]/g, ''));
      await saveProfile(
        api,
        queryClient,
        userId,
        {
          desired_position: position.trim(),
          state_id: stateId ? Number(stateId) : null,
          min_salary: Number.isFinite(pesos) && pesos > 0 ? pesos * 100 : null,
        },
        profile.data ?? null,
      );
      setStep(2);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="mx-auto grid max-w-xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
      <Stepper steps={m.stepLabels.map((title) => ({ title }))} currentStep={step} />
      {step === 0 ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (position.trim()) setStep(1);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="pasos-puesto">{messages.profile.desiredPosition}</Label>
            <Input
              id="pasos-puesto"
              required
              value={position}
              onChange={(event) => setPosition(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="pasos-estado">{messages.profile.state}</Label>
            <Select value={stateId} onValueChange={setStateId}>
              <SelectTrigger id="pasos-estado" className="w-full">
                <SelectValue placeholder={messages.profile.noState} />
              </SelectTrigger>
              <SelectContent>
                {(states.data ?? []).map((state) => (
                  <SelectItem key={state.id} value={String(state.id)}>
                    {state.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" className="w-fit">
            {m.next}
          </Button>
        </form>
      ) : step === 1 ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="pasos-sueldo">{messages.profile.minSalary}</Label>
            <Input
              id="pasos-sueldo"
              inputMode="numeric"
              value={minSalary}
              onChange={(event) => setMinSalary(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex gap-3">
            <Button type="button" variant="outline" onClick={() => setStep(0)}>
              {m.back}
            </Button>
            <Button type="submit" loading={saving}>
              {m.next}
            </Button>
          </div>
        </form>
      ) : (
        <div className="grid gap-3">
          <h2 className="text-xl font-semibold">{m.doneTitle}</h2>
          <p className="text-muted-foreground">{m.doneText}</p>
          <Button className="w-fit" onClick={() => void navigate(paths.home.href())}>
            {m.finish}
          </Button>
        </div>
      )}
    </section>
  );
}

export { StepsRoute as Component };
