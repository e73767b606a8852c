import type { SeedSoftSkill } from './types.ts';

/** Soft skills candidates can add to their profile (kebab-case Spanish slugs, es-MX names). */
export const softSkills: SeedSoftSkill[] = [
  { slug: 'trabajo-en-equipo', name: 'Trabajo en equipo' },
  { slug: 'comunicacion-efectiva', name: 'Comunicación efectiva' },
  { slug: 'responsabilidad', name: 'Responsabilidad' },
  { slug: 'puntualidad', name: 'Puntualidad' },
  { slug: 'liderazgo', name: 'Liderazgo' },
  { slug: 'resolucion-de-problemas', name: 'Resolución de problemas' },
  { slug: 'orientacion-al-servicio', name: 'Orientación al servicio' },
  { slug: 'adaptabilidad', name: 'Adaptabilidad' },
  { slug: 'trabajo-bajo-presion', name: 'Trabajo bajo presión' },
  { slug: 'organizacion-y-planeacion', name: 'Organización y planeación' },
  { slug: 'atencion-al-detalle', name: 'Atención al detalle' },
  { slug: 'pensamiento-critico', name: 'Pensamiento crítico' },
  { slug: 'negociacion', name: 'Negociación' },
  { slug: 'iniciativa', name: 'Iniciativa' },
  { slug: 'manejo-del-tiempo', name: 'Manejo del tiempo' },
  { slug: 'empatia', name: 'Empatía' },
  { slug: 'honestidad', name: 'Honestidad' },
  { slug: 'orientacion-a-resultados', name: 'Orientación a resultados' },
  { slug: 'aprendizaje-continuo', name: 'Aprendizaje continuo' },
  { slug: 'toma-de-decisiones', name: 'Toma de decisiones' },
  { slug: 'creatividad', name: 'Creatividad' },
  { slug: 'manejo-de-conflictos', name: 'Manejo de conflictos' },
];
