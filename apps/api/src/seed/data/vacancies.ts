import { businessSectors } from './business-sectors.ts';
import { companies } from './companies.ts';
import { municipalities } from './municipalities.ts';
import { mulberry32, pick, randomIndex, shuffleInPlace } from './prng.ts';
import type { Random } from './prng.ts';
import { states } from './states.ts';
import type { EmploymentType, Modality, SeedCompany, SeedVacancy } from './types.ts';
import { categoryTemplates } from './vacancy-templates.ts';
import type { CategoryTemplate, VacancyTitleTemplate } from './vacancy-templates.ts';
import {
  BASE_BENEFIT,
  benefitsByWorkStyle,
  callsToAction,
  commonBenefits,
  contractSchedules,
  dutyFollowUps,
  dutyLeadIns,
  experienceRequirements,
  fieldSchedules,
  generalRequirements,
  introTemplates,
  modalitySentence,
  officeSchedules,
} from './vacancy-text.ts';
import type { TextTemplate } from './vacancy-text.ts';

/**
 * Number of leading vacancies that get "hand-written" treatment: titles are dealt from a
 * shuffled deck (no title repeats until all have been used), consecutive vacancies never share
 * a category and rarely share a company. Useful as the demo data set.
 */
export const DEMO_VACANCY_COUNT = 300;

/** Default PRNG seed for {@link generateVacancies}. */
export const DEFAULT_VACANCY_SEED = 2026;

/** Lowercases the first character, for a title or name used mid-sentence. */
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

/** Joins phrases as a Spanish list, using "e" before words starting with an /i/ sound. */
function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] as string;
  const conj = /^h?i[^aeiouáéíóú]/i.test(last) ? ' e ' : ' y ';
  return items.slice(0, -1).join(', ') + conj + last;
}

/** Everything precomputed once per company. */
interface CompanyInfo {
  company: SeedCompany;
  stateName: string;
  sectorName: string;
  /** Seeded municipality codes of the company's state; the headquarters is at `hqIndex`. */
  municipalityCodes: string[];
  municipalityNames: string[];
  hqIndex: number;
  /** Memoized closing paragraphs (shared strings keep 300k vacancies light on memory). */
  closings: Map<number, string>;
  /** Memoized intro text before and after the title, keyed by municipality and template. */
  introParts: Map<number, [string, string]>;
}

/** Everything precomputed once per title. */
interface TitleInfo {
  category: CategoryTemplate;
  template: VacancyTitleTemplate;
  lowerTitle: string;
  seniority: 'entry' | 'mid' | 'senior';
  /** Companies whose sector fits the title, best fit weighted (all companies when none fits). */
  companies: CompanyInfo[];
  /** Precomputed responsibilities paragraphs; each vacancy uses one of them. */
  dutyParagraphs: string[];
}

/** Placeholder substituted for the title when memoizing intros. */
const TITLE_MARK = '\u0000';

/** Number of responsibilities paragraphs precomputed per title. */
const DUTY_VARIANTS = 8;

/** Writes one responsibilities paragraph: three duties, a lead-in and maybe a follow-up. */
function writeDutyParagraph(random: Random, duties: readonly string[]): string {
  const chosen = drawIndices(random, duties.length, 3, []).map((i) => duties[i] as string);
  let text = pick(random, dutyLeadIns)(joinSpanish(chosen));
  if (random() < 0.5) text += ' ' + pick(random, dutyFollowUps);
  return text;
}

function buildCompanyInfos(): CompanyInfo[] {
  const stateNames = new Map(states.map((s) => [s.inegiCode, s.name]));
  const sectorNames = new Map(businessSectors.map((s) => [s.slug, s.name]));
  return companies.map((company) => {
    const own = municipalities.filter((m) => m.stateInegiCode === company.stateInegiCode);
    const codes = own.map((m) => m.inegiCode);
    const hqIndex = codes.indexOf(company.municipalityInegiCode);
    return {
      company,
      stateName: stateNames.get(company.stateInegiCode) ?? '',
      sectorName: lowerFirst(sectorNames.get(company.businessSectorSlug) ?? ''),
      municipalityCodes: hqIndex >= 0 ? codes : [company.municipalityInegiCode, ...codes],
      municipalityNames:
        hqIndex >= 0 ? own.map((m) => m.name) : [company.name, ...own.map((m) => m.name)],
      hqIndex: Math.max(0, hqIndex),
      closings: new Map(),
      introParts: new Map(),
    };
  });
}

function buildTitleInfos(companyInfos: CompanyInfo[], random: Random): TitleInfo[] {
  const out: TitleInfo[] = [];
  for (const category of categoryTemplates) {
    for (const template of category.titles) {
      const sectors = template.sectors ?? category.sectorSlugs;
      // Companies of the best-fitting (first) sector appear three times, so they are favored.
      const fitting = companyInfos.flatMap((c) => {
        const rank = sectors.indexOf(c.company.businessSectorSlug);
        return rank < 0 ? [] : rank === 0 ? [c, c, c] : [c];
      });
      const seniority =
        template.salaryMin >= 40000 ? 'senior' : template.salaryMin >= 15000 ? 'mid' : 'entry';
      out.push({
        category,
        template,
        lowerTitle: lowerFirst(template.title),
        seniority,
        companies: fitting.length > 0 ? fitting : companyInfos,
        dutyParagraphs: Array.from(
          { length: DUTY_VARIANTS },
          () => '\n\n' + writeDutyParagraph(random, template.duties ?? category.duties),
        ),
      });
    }
  }
  return out;
}

/** Rounds MXN to a friendly step: 100 for low salaries, 500 otherwise. */
function roundSalary(mxn: number): number {
  const step = mxn < 12000 ? 100 : 500;
  return Math.round(mxn / step) * step;
}

/** Draws `k` distinct indices in `[0, n)` into `out` (k ≤ n, n small). */
function drawIndices(random: Random, n: number, k: number, out: number[]): number[] {
  out.length = 0;
  const m = Math.min(k, n);
  while (out.length < m) {
    const i = Math.floor(random() * n);
    if (!out.includes(i)) out.push(i);
  }
  return out;
}

/** Appends `k` distinct items of `pool` to `target`, skipping items already present. */
function pushDistinct(random: Random, pool: readonly string[], k: number, target: string[]): void {
  const want = Math.min(target.length + k, target.length + pool.length);
  let guard = 0;
  while (target.length < want && guard++ < 50) {
    const item = pool[Math.floor(random() * pool.length)] as string;
    if (!target.includes(item)) target.push(item);
  }
}

function chooseModality(random: Random, t: TitleInfo): Modality {
  const style = t.template.workStyle;
  if (style === 'campo') return 'presencial';
  const r = random();
  if (style === 'oficina') return r < 0.7 ? 'presencial' : r < 0.92 ? 'hibrido' : 'remoto';
  return r < 0.25 ? 'presencial' : r < 0.62 ? 'hibrido' : 'remoto';
}

function chooseEmploymentType(random: Random, t: TitleInfo): EmploymentType {
  if (t.template.employmentType) return t.template.employmentType;
  return t.template.workStyle === 'campo' && random() < 0.05 ? 'temporal' : 'tiempo_completo';
}

const EMPLOYMENT_CODES: Record<EmploymentType, number> = {
  tiempo_completo: 0,
  medio_tiempo: 1,
  temporal: 2,
  por_proyecto: 3,
  practicas: 4,
};
const MODALITY_CODES: Record<Modality, number> = { presencial: 0, hibrido: 1, remoto: 2 };

const reqScratch: string[] = [];
const benefitScratch: string[] = [];

/** Writes one vacancy for title `t` at company `c`. */
function buildVacancy(random: Random, t: TitleInfo, c: CompanyInfo): SeedVacancy {
  const { template, category } = t;
  const company = c.company;

  // Location: mostly the company's own municipality, otherwise another one in its state.
  // Small companies hire only at their headquarters.
  const small = company.size === '1-10' || company.size === '11-50';
  const muniIndex =
    small || random() < 0.55 ? c.hqIndex : Math.floor(random() * c.municipalityCodes.length);
  const municipalityInegiCode = c.municipalityCodes[muniIndex] as string;
  const city = c.municipalityNames[muniIndex] as string;

  const modality = chooseModality(random, t);
  const employmentType = chooseEmploymentType(random, t);

  // Salary: min in the lower part of the band, max above it, both inside the band.
  const spread = template.salaryMax - template.salaryMin;
  const minMxn = roundSalary(template.salaryMin + random() * spread * 0.4);
  const maxMxn =
    random() < 0.08
      ? minMxn
      : Math.max(
          minMxn,
          roundSalary(Math.min(template.salaryMax, minMxn + spread * (0.3 + random() * 0.7))),
        );

  // Paragraph 1: intro, split around the title and memoized per company × municipality ×
  // template, so each vacancy only adds a few string nodes (keeps 300k vacancies light).
  const introIdx = Math.floor(random() * introTemplates.length);
  const introKey = muniIndex * 32 + introIdx;
  let introParts = c.introParts.get(introKey);
  if (introParts === undefined) {
    const text = (introTemplates[introIdx] as TextTemplate)({
      company: company.name,
      title: TITLE_MARK,
      city,
      state: c.stateName,
      sector: c.sectorName,
    });
    const at = text.indexOf(TITLE_MARK);
    introParts = [text.slice(0, at), text.slice(at + TITLE_MARK.length)];
    c.introParts.set(introKey, introParts);
  }
  // Paragraph 2: one of the title's precomputed responsibilities (with its leading break).
  const dutiesParagraph = pick(random, t.dutyParagraphs);

  // Paragraph 3: schedule, modality and call to action (memoized per company).
  const schedules =
    employmentType === 'tiempo_completo'
      ? template.workStyle === 'campo'
        ? fieldSchedules
        : officeSchedules
      : contractSchedules[employmentType];
  const scheduleIdx = Math.floor(random() * schedules.length);
  const variant = Math.floor(random() * 6);
  // Normalize to the variants modalitySentence distinguishes, so equal texts share a cache key.
  const modalityVariant = modality === 'presencial' ? (variant % 3 === 0 ? 0 : 1) : variant % 2;
  const usesCity = modality === 'hibrido' || (modality === 'presencial' && modalityVariant === 0);
  const ctaIdx = Math.floor(random() * callsToAction.length);
  const styleCode = template.workStyle === 'campo' ? 0 : 1;
  const closingKey =
    (((((EMPLOYMENT_CODES[employmentType] * 2 + styleCode) * 8 + scheduleIdx) * 3 +
      MODALITY_CODES[modality]) *
      2 +
      modalityVariant) *
      64 +
      (usesCity ? muniIndex : 63)) *
      8 +
    ctaIdx;
  let closing = c.closings.get(closingKey);
  if (closing === undefined) {
    const modalityText = modalitySentence(modality, city, modalityVariant);
    const schedule = schedules[scheduleIdx] as string;
    const cta = callsToAction[ctaIdx] as string;
    closing = modalityText ? `\n\n${schedule} ${modalityText} ${cta}` : `\n\n${schedule} ${cta}`;
    c.closings.set(closingKey, closing);
  }

  // Built in reusable scratch arrays, then copied with an exact length (less memory at 300k).
  reqScratch.length = 0;
  reqScratch.push(pick(random, experienceRequirements[t.seniority]));
  pushDistinct(random, category.requirements, 2 + Math.floor(random() * 2), reqScratch);
  if (random() < 0.6) reqScratch.push(pick(random, generalRequirements));
  const requirements = reqScratch.slice();

  benefitScratch.length = 0;
  benefitScratch.push(BASE_BENEFIT);
  pushDistinct(
    random,
    benefitsByWorkStyle[template.workStyle],
    1 + Math.floor(random() * 2),
    benefitScratch,
  );
  pushDistinct(random, commonBenefits, 2 + Math.floor(random() * 2), benefitScratch);
  if (modality !== 'presencial' && !benefitScratch.includes('Horario flexible') && random() < 0.5) {
    benefitScratch.push('Apoyo mensual para internet y luz');
  }
  const benefits = benefitScratch.slice();

  // Senior roles open one position; small companies open few.
  const sizeCap = company.size === '1-10' ? 1 : company.size === '11-50' ? 3 : Infinity;
  const maxPositions = Math.min(
    sizeCap,
    template.maxPositions ?? (template.salaryMin >= 25000 ? 1 : 2),
  );
  const positions = Math.min(maxPositions, 1 + Math.floor(random() * random() * maxPositions));
  const publishedDaysAgo = Math.min(60, Math.floor(random() ** 1.6 * 61));

  return {
    companySlug: company.slug,
    title: template.title,
    description: introParts[0] + t.lowerTitle + introParts[1] + dutiesParagraph + closing,
    requirements,
    benefits,
    jobCategorySlug: category.categorySlug,
    stateInegiCode: company.stateInegiCode,
    municipalityInegiCode,
    salaryMinCents: minMxn * 100,
    salaryMaxCents: maxMxn * 100,
    modality,
    employmentType,
    positions,
    publishedDaysAgo,
  };
}

/**
 * Generates `count` believable vacancies, deterministically for a given `seed`
 * (default {@link DEFAULT_VACANCY_SEED}). The first {@link DEMO_VACANCY_COUNT} are curated for
 * variety; the output for a smaller `count` is a prefix of the output for a larger one.
 *
 * Each vacancy is located in its company's state (one of that state's seeded municipalities),
 * uses a company whose sector fits the job category when one exists, and has a monthly gross
 * salary range in MXN cents. Produces 300,000 items in well under two seconds.
 */
export function generateVacancies(
  count: number,
  seed: number = DEFAULT_VACANCY_SEED,
): SeedVacancy[] {
  const random = mulberry32(seed);
  const companyInfos = buildCompanyInfos();
  const titleInfos = buildTitleInfos(companyInfos, random);
  const out: SeedVacancy[] = new Array<SeedVacancy>(Math.max(0, count));

  let deck: TitleInfo[] = [];
  let previous: SeedVacancy | undefined;
  for (let i = 0; i < count; i++) {
    let titleInfo: TitleInfo;
    let companyInfo: CompanyInfo;
    if (i < DEMO_VACANCY_COUNT) {
      if (deck.length === 0) deck = shuffleInPlace(random, titleInfos.slice());
      // Avoid two consecutive vacancies in the same category when the deck allows it.
      let idx = deck.length - 1;
      while (
        idx > 0 &&
        previous !== undefined &&
        (deck[idx] as TitleInfo).category.categorySlug === previous.jobCategorySlug
      ) {
        idx--;
      }
      titleInfo = deck[idx] as TitleInfo;
      deck.splice(idx, 1);
      // Avoid the same company twice in a row when there is an alternative.
      companyInfo = pick(random, titleInfo.companies);
      for (
        let tries = 0;
        tries < 4 && companyInfo.company.slug === previous?.companySlug;
        tries++
      ) {
        companyInfo = pick(random, titleInfo.companies);
      }
    } else {
      titleInfo = titleInfos[randomIndex(random, titleInfos.length)] as TitleInfo;
      companyInfo = pick(random, titleInfo.companies);
    }
    const vacancy = buildVacancy(random, titleInfo, companyInfo);
    out[i] = vacancy;
    previous = vacancy;
  }
  return out;
}
