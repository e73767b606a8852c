/**
 * Work interviews' questions, generated deterministically from the vacancy,
 * and the pluggable evaluator that scores answers (a deterministic default:
 * expected option for multiple choice; length and keyword coverage otherwise).
 */
import type { StoredQuestion } from '../../db/schema.ts';

/** What question generation reads of a vacancy. */
export interface VacancyFacts {
  title: string;
  description: string;
  requirements: string[];
  modality: string;
  company: string;
  state: string;
}

/** Scores one answer 0–100 with Spanish feedback. Swap it for an AI-backed one. */
export interface WorkInterviewEvaluator {
  evaluate(
    question: StoredQuestion,
    answer: string,
  ):
    | { score: number; feedback: string | null }
    | Promise<{ score: number; feedback: string | null }>;
}

const stop = new Set([
  'para',
  'con',
  'por',
  'los',
  'las',
  'del',
  'una',
  'uno',
  'que',
  'como',
  'tus',
  'sus',
  'este',
  'esta',
  'and',
]);

/** Lowercase words without accents, at least four letters, no stop words. */
export function keywordsOf(text: string): string[] {
  const words =
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/\p{L}{4,}/gu) ?? [];
  return [...new Set(words.filter((w) => !stop.has(w)))];
}

const modalityLabel: Record<string, string> = {
  presencial: 'presencial',
  remoto: 'remota',
  hibrido: 'híbrida',
};

/** `count` questions for a vacancy, always the same for the same vacancy. */
export function generateQuestions(vacancy: VacancyFacts, count: number): StoredQuestion[] {
  const open = (text: string, keywords: string[], seconds = 180) => ({
    text,
    type: 'abierta' as const,
    options: [],
    time_limit_seconds: seconds,
    keywords,
  });
  const pool: Omit<StoredQuestion, 'id' | 'order'>[] = [
    open(
      `Cuéntanos tu experiencia relacionada con el puesto de ${vacancy.title}.`,
      keywordsOf(`${vacancy.title} ${vacancy.description}`).slice(0, 12),
    ),
    ...vacancy.requirements.map((r) =>
      open(`¿Cómo cumples con este requisito: «${r}»?`, keywordsOf(r)),
    ),
    {
      text: `¿Tienes disponibilidad para trabajar en modalidad ${modalityLabel[vacancy.modality] ?? vacancy.modality} en ${vacancy.state}?`,
      type: 'opcion_multiple',
      options: ['Sí', 'No'],
      time_limit_seconds: 60,
      expected: 'Sí',
    },
    {
      text: `¿Qué sabes de ${vacancy.company} y por qué te gustaría trabajar ahí?`,
      type: 'voz',
      options: [],
      time_limit_seconds: 120,
      keywords: keywordsOf(vacancy.company),
    },
    open('Describe una situación difícil en un trabajo anterior y cómo la resolviste.', [
      'problema',
      'resolvi',
      'solucion',
      'equipo',
      'cliente',
      'tiempo',
    ]),
    open('¿Cómo organizas tu jornada para cumplir con tus tareas a tiempo?', [
      'organizo',
      'prioridades',
      'tiempo',
      'horario',
      'planeo',
      'lista',
    ]),
    {
      text: '¿Cuándo podrías empezar?',
      type: 'opcion_multiple',
      options: ['De inmediato', 'En 15 días', 'En un mes o más'],
      time_limit_seconds: 60,
    },
    open('¿Qué harías si un compañero no cumple con su parte del trabajo?', [
      'hablar',
      'equipo',
      'apoyo',
      'comunicacion',
      'supervisor',
      'respeto',
    ]),
  ];
  return Array.from({ length: count }, (_, i) => {
    const base = pool[i % pool.length]!;
    const round = Math.floor(i / pool.length);
    return {
      ...base,
      id: i + 1,
      order: i + 1,
      text: round ? `${base.text} (otro ejemplo, ${round + 1})` : base.text,
    };
  });
}

/** The default evaluator: deterministic, explainable scores. */
export const defaultEvaluator: WorkInterviewEvaluator = {
  evaluate(question, answer) {
    const text = answer.trim();
    if (question.type === 'opcion_multiple') {
      if (!question.options.includes(text))
        return { score: 0, feedback: 'La respuesta no es una de las opciones.' };
      if (!question.expected) return { score: 100, feedback: null };
      return text === question.expected
        ? { score: 100, feedback: null }
        : { score: 40, feedback: 'La respuesta no coincide con lo que pide la vacante.' };
    }
    const words = text.split(/\s+/).filter(Boolean).length;
    const length = Math.min(words, 40) / 40;
    const keywords = question.keywords ?? [];
    const said = new Set(keywordsOf(text));
    const coverage = keywords.length
      ? Math.min(1, keywords.filter((k) => said.has(k)).length / Math.min(keywords.length, 4))
      : length;
    const score = Math.round(50 * length + 50 * coverage);
    const feedback =
      words < 10
        ? 'La respuesta es muy breve; da más detalles.'
        : coverage < 0.5
          ? 'Relaciona tu respuesta con lo que pide la vacante.'
          : null;
    return { score, feedback };
  },
};

/** The question without what the evaluator reads. */
export const publicQuestion = ({ keywords: _k, expected: _e, ...question }: StoredQuestion) =>
  question;
