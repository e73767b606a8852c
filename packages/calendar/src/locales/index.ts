import type { CalendarMessages } from '../messages.ts';

type Loader = () => Promise<{ messages: CalendarMessages }>;

/** Loaders of the locales' strings, each its own chunk; es-MX is built in. */
const loaders: Record<string, Loader> = {
  ar: () => import('./ar.ts'),
  bg: () => import('./bg.ts'),
  bn: () => import('./bn.ts'),
  ca: () => import('./ca.ts'),
  cs: () => import('./cs.ts'),
  da: () => import('./da.ts'),
  de: () => import('./de.ts'),
  el: () => import('./el.ts'),
  en: () => import('./en.ts'),
  'en-GB': () => import('./en-gb.ts'),
  es: () => import('./es.ts'),
  eu: () => import('./eu.ts'),
  fa: () => import('./fa.ts'),
  fi: () => import('./fi.ts'),
  fr: () => import('./fr.ts'),
  he: () => import('./he.ts'),
  hi: () => import('./hi.ts'),
  hr: () => import('./hr.ts'),
  hu: () => import('./hu.ts'),
  id: () => import('./id.ts'),
  it: () => import('./it.ts'),
  ja: () => import('./ja.ts'),
  ko: () => import('./ko.ts'),
  lt: () => import('./lt.ts'),
  ms: () => import('./ms.ts'),
  nb: () => import('./nb.ts'),
  nl: () => import('./nl.ts'),
  pl: () => import('./pl.ts'),
  'pt-BR': () => import('./pt-br.ts'),
  'pt-PT': () => import('./pt-pt.ts'),
  ro: () => import('./ro.ts'),
  ru: () => import('./ru.ts'),
  sk: () => import('./sk.ts'),
  sl: () => import('./sl.ts'),
  sr: () => import('./sr.ts'),
  sv: () => import('./sv.ts'),
  th: () => import('./th.ts'),
  tr: () => import('./tr.ts'),
  uk: () => import('./uk.ts'),
  vi: () => import('./vi.ts'),
  'zh-CN': () => import('./zh-cn.ts'),
  'zh-TW': () => import('./zh-tw.ts'),
};

/** Locales that can be passed to the calendar's `locale` prop (es-MX plus one chunk each). */
export const calendarLocales: readonly string[] = ['es-MX', ...Object.keys(loaders)];

/**
 * Loads the strings of a locale (`'fr'`, `'pt-BR'`, …), falling back to its
 * language and then to the built-in es-MX strings (an empty object).
 */
export async function loadLocaleMessages(locale: string): Promise<Partial<CalendarMessages>> {
  if (/^es-MX$/i.test(locale)) return {};
  const lang = locale.split('-')[0] ?? '';
  const loader =
    loaders[locale] ??
    loaders[lang] ??
    loaders[Object.keys(loaders).find((k) => k.startsWith(lang + '-')) ?? ''];
  if (!loader) return {};
  try {
    return (await loader()).messages;
  } catch {
    return {};
  }
}
