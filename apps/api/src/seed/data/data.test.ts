import { describe, expect, it } from 'vitest';
import {
  businessSectors,
  companies,
  DEMO_VACANCY_COUNT,
  generateVacancies,
  jobCategories,
  municipalities,
  softSkills,
  states,
} from './index.ts';

const stateCodes = new Set(states.map((s) => s.inegiCode));
const municipalityKeys = new Set(municipalities.map((m) => `${m.stateInegiCode}-${m.inegiCode}`));
const sectorSlugs = new Set(businessSectors.map((s) => s.slug));
const categorySlugs = new Set(jobCategories.map((c) => c.slug));
const companiesBySlug = new Map(companies.map((c) => [c.slug, c]));

describe('states', () => {
  it('lists the 32 federal entities with unique codes 01–32', () => {
    expect(states).toHaveLength(32);
    expect(stateCodes.size).toBe(32);
    const expected = Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0'));
    expect(states.map((s) => s.inegiCode)).toEqual(expected);
    expect(new Set(states.map((s) => s.abbreviation)).size).toBe(32);
    expect(states.find((s) => s.inegiCode === '09')?.name).toBe('Ciudad de México');
    expect(states.find((s) => s.inegiCode === '15')?.name).toBe('México');
  });
});

describe('municipalities', () => {
  it('gives every state exactly one capital', () => {
    for (const state of states) {
      const capitals = municipalities.filter(
        (m) => m.stateInegiCode === state.inegiCode && m.isCapital,
      );
      expect(capitals, state.name).toHaveLength(1);
    }
  });

  it('uses 3-digit codes, unique within each state, of existing states', () => {
    for (const m of municipalities) {
      expect(m.inegiCode).toMatch(/^\d{3}$/);
      expect(stateCodes.has(m.stateInegiCode)).toBe(true);
    }
    expect(municipalityKeys.size).toBe(municipalities.length);
  });

  it('knows a few well-known codes', () => {
    expect(municipalityKeys.has('14-039')).toBe(true); // Guadalajara
    expect(municipalityKeys.has('19-039')).toBe(true); // Monterrey
    expect(municipalities.filter((m) => m.stateInegiCode === '09')).toHaveLength(16);
    expect(municipalities.find((m) => m.stateInegiCode === '09' && m.isCapital)?.inegiCode).toBe(
      '015',
    );
  });
});

describe('catalogs', () => {
  it('have unique kebab-case slugs', () => {
    for (const list of [jobCategories, softSkills, businessSectors]) {
      expect(new Set(list.map((x) => x.slug)).size).toBe(list.length);
      for (const x of list) expect(x.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(jobCategories.length).toBeGreaterThanOrEqual(20);
    expect(softSkills.length).toBeGreaterThanOrEqual(20);
    expect(businessSectors.length).toBeGreaterThanOrEqual(15);
  });
});

describe('companies', () => {
  it('starts with the two demo companies', () => {
    expect(companies[0]?.slug).toBe('transportes-del-bajio');
    expect(companies[1]?.slug).toBe('logistica-portuaria-del-pacifico');
  });

  it('references existing states, municipalities and sectors', () => {
    expect(companiesBySlug.size).toBe(companies.length);
    for (const c of companies) {
      expect(stateCodes.has(c.stateInegiCode), c.slug).toBe(true);
      expect(municipalityKeys.has(`${c.stateInegiCode}-${c.municipalityInegiCode}`), c.slug).toBe(
        true,
      );
      expect(sectorSlugs.has(c.businessSectorSlug), c.slug).toBe(true);
    }
  });

  it('has well-formed contact data', () => {
    for (const c of companies) {
      expect(c.rfc, c.slug).toMatch(
        /^[A-ZÑ&]{3}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z0-9]{3}$/,
      );
      expect(c.phone, c.slug).toMatch(/^\d{10}$/);
      expect(c.email.endsWith(`@${c.slug}.example`), c.slug).toBe(true);
      expect(c.website, c.slug).toMatch(/^https:\/\/[a-z0-9.-]+\.example$/);
    }
  });
});

describe('generateVacancies', () => {
  const demo = generateVacancies(DEMO_VACANCY_COUNT);

  it('is deterministic and seed-dependent', () => {
    expect(generateVacancies(DEMO_VACANCY_COUNT)).toEqual(demo);
    expect(generateVacancies(DEMO_VACANCY_COUNT, 7)).not.toEqual(demo);
    expect(generateVacancies(50)).toEqual(demo.slice(0, 50));
  });

  it('produces consistent, valid vacancies', () => {
    expect(demo).toHaveLength(300);
    for (const v of demo) {
      const company = companiesBySlug.get(v.companySlug);
      expect(company, v.companySlug).toBeDefined();
      expect(categorySlugs.has(v.jobCategorySlug)).toBe(true);
      expect(v.stateInegiCode).toBe(company?.stateInegiCode);
      expect(municipalityKeys.has(`${v.stateInegiCode}-${v.municipalityInegiCode}`)).toBe(true);
      expect(v.salaryMinCents).toBeGreaterThan(0);
      expect(v.salaryMinCents).toBeLessThanOrEqual(v.salaryMaxCents);
      expect(Number.isInteger(v.salaryMinCents) && Number.isInteger(v.salaryMaxCents)).toBe(true);
      expect(v.positions).toBeGreaterThan(0);
      expect(v.publishedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(v.publishedDaysAgo).toBeLessThanOrEqual(60);
      expect(v.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(v.requirements.length).toBeGreaterThan(0);
      expect(v.benefits.length).toBeGreaterThan(0);
      expect(new Set(v.benefits).size).toBe(v.benefits.length);
      expect(new Set(v.requirements).size).toBe(v.requirements.length);
    }
  });

  it('keeps the demo set varied', () => {
    for (let i = 1; i < demo.length; i++) {
      const [a, b] = [demo[i - 1], demo[i]];
      expect(a?.jobCategorySlug).not.toBe(b?.jobCategorySlug);
      expect(a?.title).not.toBe(b?.title);
    }
    expect(new Set(demo.map((v) => v.jobCategorySlug)).size).toBe(jobCategories.length);
    expect(new Set(demo.map((v) => v.title)).size).toBeGreaterThan(150);
  });

  it('generates 300,000 vacancies', () => {
    const started = performance.now();
    const all = generateVacancies(300_000);
    const ms = performance.now() - started;
    expect(all).toHaveLength(300_000);
    expect(all.slice(0, DEMO_VACANCY_COUNT)).toEqual(demo);
    console.info(`generateVacancies(300000): ${ms.toFixed(0)} ms`);
  });
});
