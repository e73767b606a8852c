/**
 * The languages a job seeker can list (the contract has no language
 * catalogue; docs/decisions/0010-profile-languages.md). Each entry keeps a
 * stable integer `id` (the contract's `Language.id`) and a BCP 47 code; the
 * Spanish name comes from `Intl.DisplayNames('es-MX')` when it knows the code,
 * else from our catalogue.
 */
import { messages } from '../../messages/messages.ts';

/** A language of the catalogue. */
export interface LanguageOption {
  /** Stable id stored on the profile; never reused nor renumbered. */
  id: number;
  /** ISO 639-1, else ISO 639-2/3 code, else a BCP 47 private-use tag. */
  code: string;
  /** Spanish (es-MX) name, capitalised. */
  name: string;
}

/** Id and code of every language, in the order the list shows them. */
export const LANGUAGE_CODES = [
  [1, 'es'],
  [2, 'en'],
  [3, 'fr'],
  [4, 'de'],
  [5, 'pt'],
  [6, 'it'],
  [7, 'zh'],
  [8, 'ja'],
  [9, 'ko'],
  [10, 'nah'],
  [11, 'yua'],
  [12, 'zap'],
  [13, 'x-mixteco'],
  [14, 'oto'],
  [15, 'tzo'],
  [16, 'tzh'],
  [17, 'x-totonaco'],
  [18, 'x-mazateco'],
  [19, 'ctu'],
  [20, 'mfs'],
] as const;

/**
 * The Spanish name of a code: ours for the Indigenous languages and LSM (Intl
 * data differs between engines and rarely has them), else Intl's.
 */
export function languageName(code: string, locale = 'es-MX'): string {
  const own = (messages.profile.languageNames as Record<string, string | undefined>)[code];
  if (own) return own;
  let known: string | undefined;
  try {
    known = new Intl.DisplayNames(locale, { type: 'language', fallback: 'none' }).of(code);
  } catch {
    known = undefined;
  }
  const name = known ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

let catalogue: LanguageOption[] | undefined;

/** Every language of the catalogue, with its Spanish name. */
export function languageOptions(): LanguageOption[] {
  catalogue ??= LANGUAGE_CODES.map(([id, code]) => ({ id, code, name: languageName(code) }));
  return catalogue;
}
