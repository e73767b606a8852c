/**
 * Shared shapes for Jornada's es-MX seed data.
 *
 * Everything in this folder is pure data or pure functions: no I/O and no dependencies,
 * so the seeder (and tests) can import it freely.
 */

/** A Mexican federal entity (one of the 32 states, including Ciudad de México). */
export interface SeedState {
  /** Two-digit INEGI entity code, `'01'` to `'32'`. */
  inegiCode: string;
  /** Common name with accents, e.g. `'Michoacán'`. */
  name: string;
  /** Common abbreviation, e.g. `'AGS'`, `'BC'`, `'CDMX'`, `'JAL'`, `'NL'`. */
  abbreviation: string;
}

/** A municipality (or CDMX alcaldía) of a {@link SeedState}. */
export interface SeedMunicipality {
  /** INEGI code of the state it belongs to, `'01'` to `'32'`. */
  stateInegiCode: string;
  /** Three-digit INEGI municipal code within the state, e.g. `'039'` for Guadalajara. */
  inegiCode: string;
  /** Official-style name with accents. */
  name: string;
  /** `true` for the municipality that holds the state capital (exactly one per state). */
  isCapital: boolean;
}

/** A job category used to classify vacancies. */
export interface SeedJobCategory {
  /** Kebab-case Spanish slug without accents, e.g. `'logistica-y-transporte'`. */
  slug: string;
  /** Display name in Spanish, e.g. `'Logística y transporte'`. */
  name: string;
}

/** A soft skill a candidate can declare on their profile. */
export interface SeedSoftSkill {
  /** Kebab-case Spanish slug without accents, e.g. `'trabajo-en-equipo'`. */
  slug: string;
  /** Display name in Spanish, e.g. `'Trabajo en equipo'`. */
  name: string;
}

/** A business sector (industry) a company belongs to. */
export interface SeedBusinessSector {
  /** Kebab-case Spanish slug without accents, e.g. `'logistica-y-transporte-de-carga'`. */
  slug: string;
  /** Display name in Spanish. */
  name: string;
}

/** Where the work is done. */
export type Modality = 'presencial' | 'remoto' | 'hibrido';

/** Kind of contract / working arrangement. */
export type EmploymentType =
  'tiempo_completo' | 'medio_tiempo' | 'temporal' | 'por_proyecto' | 'practicas';

/** A fictional employer. */
export interface SeedCompany {
  /** Kebab-case slug, unique. */
  slug: string;
  /** Trade name. */
  name: string;
  /** Legal name including the corporate type, e.g. `'… S.A. de C.V.'`. */
  legalName: string;
  /** Persona moral RFC in valid format: 3 letters + YYMMDD + 3-char homoclave (12 chars). */
  rfc: string;
  /** Slug of a {@link SeedBusinessSector}. */
  businessSectorSlug: string;
  /** INEGI code of the state of the headquarters. */
  stateInegiCode: string;
  /** Three-digit INEGI municipal code of the headquarters, within `stateInegiCode`. */
  municipalityInegiCode: string;
  /** One-paragraph description in Spanish. */
  description: string;
  /** Website on a reserved `.example` domain, e.g. `'https://www.transportes-del-bajio.example'`. */
  website: string;
  /** Contact e-mail at `@<slug>.example`. */
  email: string;
  /** Ten-digit Mexican phone number, digits only. */
  phone: string;
  /** Head-count band. */
  size: '1-10' | '11-50' | '51-200' | '201-500' | '500+';
  /** Whether Jornada has verified the company. */
  verified: boolean;
}

/** A job vacancy published by a {@link SeedCompany}. */
export interface SeedVacancy {
  /** Slug of the publishing {@link SeedCompany}. */
  companySlug: string;
  /** Job title in Spanish. */
  title: string;
  /** Two to three paragraphs separated by a blank line (`'\n\n'`). */
  description: string;
  /** Requirements, one per item. */
  requirements: string[];
  /** Benefits offered, one per item. */
  benefits: string[];
  /** Slug of a {@link SeedJobCategory}. */
  jobCategorySlug: string;
  /** INEGI code of the state where the job is located (the company's state). */
  stateInegiCode: string;
  /** Three-digit INEGI municipal code within `stateInegiCode`. */
  municipalityInegiCode: string;
  /** Minimum monthly gross salary, MXN cents (e.g. 1_200_000 = $12,000 MXN). */
  salaryMinCents: number;
  /** Maximum monthly gross salary, MXN cents; always `>= salaryMinCents`. */
  salaryMaxCents: number;
  /** Where the work is done. */
  modality: Modality;
  /** Kind of contract. */
  employmentType: EmploymentType;
  /** Number of openings, at least 1. */
  positions: number;
  /** Days between publication and seed time, `0` to `60`. */
  publishedDaysAgo: number;
}
