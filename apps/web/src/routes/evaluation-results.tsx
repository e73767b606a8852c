/**
 * /resultados-evaluacion/{id}?entrevista={workInterviewId}: the result of a
 * work interview (evaluation). `{id}` is the result id (docs/decisions/0007).
 */
import { workInterviewResultQueryOptions } from '@jornada/api-client';
import { Badge, Card, Progress } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { messages } from '../messages/messages.ts';
import { pageNotFound } from './page-not-found.ts';

const m = messages.evaluation;
const positive = /^[1-9]\d{0,9}$/;

/** Validity check: a numeric result id and work interview id. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!positive.test(params.id ?? '') || !positive.test(url.searchParams.get('entrevista') ?? '')) {
    throw pageNotFound(url.pathname);
  }
  return null;
}

/** The evaluation results screen. */
export function EvaluationResultsRoute() {
  const { api } = useAppContext();
  const resultId = Number(useParams().id);
  const workInterviewId = Number(useSearchParams()[0].get('entrevista'));
  const result = useQuery(
    workInterviewResultQueryOptions(api, workInterviewId, resultId, { include_answers: true }),
  );
  if (result.isError) return <p role="alert">{m.notFound}</p>;
  if (!result.data) return null;
  const { score, passed, summary } = result.data;
  return (
    <section className="mx-auto grid max-w-2xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
      <Card>
        <p className="text-lg font-semibold" id="puntuacion">
          {m.score(score)}
        </p>
        <Progress value={score} aria-labelledby="puntuacion" />
        <Badge variant={passed ? 'success' : 'outline'}>{passed ? m.passed : m.failed}</Badge>
        {summary ? <p>{summary}</p> : null}
      </Card>
    </section>
  );
}

export { EvaluationResultsRoute as Component };
