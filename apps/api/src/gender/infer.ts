/**
 * Gender inference from a full name:
 * a deterministic lookup of the first given name in a list of common Mexican
 * names (./names.ts), used only to pre-fill forms.
 *
 * - Accents, case and extra spaces are ignored ("MARÍA", "maria" and "María").
 * - Compound given names count as one: the first name decides ("María José"
 *   is a woman, "José María" a man), and "Ma." / "Ma" stand for María.
 * - When the first word is not a known name (a nickname, an initial), the
 *   second word is tried with less certainty.
 * - Otherwise the Spanish ending decides weakly (-a women, -o men), else
 *   `desconocido` with probability 0.
 */
import { femaleNames, maleNames, mixedNames } from './names.ts';

/** The contract's `GenderInference`. */
export interface GenderInference {
  full_name: string;
  /** The given name that decided, as written (accents kept), e.g. "María José". */
  first_name: string;
  gender: 'femenino' | 'masculino' | 'desconocido';
  /** Probability of `gender`, 0–1; 0 for `desconocido`. */
  probability: number;
}

const shareFemale = new Map<string, number>([
  ...femaleNames.map((name) => [name, 0.99] as const),
  ...maleNames.map((name) => [name, 0.01] as const),
  ...Object.entries(mixedNames),
]);

/** Lower case, without accents or anything but the letters a–z ("Mª" → "ma"). */
export function normalizeName(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Abbreviations of given names; an empty string skips the word (an initial). */
const abbreviations: Record<string, string> = { ma: 'maria', j: '', m: '', a: '', l: '' };

/** Heads of compound given names that join a second name even in a two-word input ("María José"). */
const compoundHeads = new Set(['maria', 'jose']);

const round = (p: number) => Math.round(p * 100) / 100;

function decide(share: number, weight: number): Pick<GenderInference, 'gender' | 'probability'> {
  const female = share >= 0.5;
  const probability = round(0.5 + ((female ? share : 1 - share) - 0.5) * weight);
  return { gender: female ? 'femenino' : 'masculino', probability };
}

/** Infers the gender of the first given name of `fullName`. */
export function inferGender(fullName: string): GenderInference {
  const words = fullName
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const keys = words.map((word) => {
    const key = normalizeName(word);
    return abbreviations[key] ?? key;
  });
  const result = (index: number, weight: number): GenderInference => {
    const share = shareFemale.get(keys[index]!)!;
    // "María José", "José María", "Juan Pablo": the second given name joins the first.
    const next = keys[index + 1];
    const joined =
      next !== undefined &&
      shareFemale.has(next) &&
      (keys.length > 2 || compoundHeads.has(keys[index]!));
    const first = joined ? `${words[index]} ${words[index + 1]}` : words[index]!;
    return { full_name: fullName, first_name: first, ...decide(share, weight) };
  };

  const firstKnown = keys.findIndex((key) => shareFemale.has(key));
  if (
    firstKnown === 0 ||
    (firstKnown > 0 && keys.slice(0, firstKnown).every((key) => key === ''))
  ) {
    return result(firstKnown, 1);
  }
  if (firstKnown === 1) return result(1, 0.6);

  const first = keys.find(Boolean);
  const written = words[keys.indexOf(first ?? '')] ?? words[0] ?? '';
  if (first && first.length > 2 && /a$/.test(first)) {
    return { full_name: fullName, first_name: written, gender: 'femenino', probability: 0.6 };
  }
  if (first && first.length > 2 && /o$/.test(first)) {
    return { full_name: fullName, first_name: written, gender: 'masculino', probability: 0.6 };
  }
  return { full_name: fullName, first_name: written, gender: 'desconocido', probability: 0 };
}
