import type { SeedJobCategory } from './types.ts';

/** Job categories for classifying vacancies (kebab-case Spanish slugs, display names in es-MX). */
export const jobCategories: SeedJobCategory[] = [
  { slug: 'logistica-y-transporte', name: 'Logística y transporte' },
  { slug: 'ventas', name: 'Ventas' },
  { slug: 'tecnologias-de-la-informacion', name: 'Tecnologías de la información' },
  { slug: 'manufactura-y-produccion', name: 'Manufactura y producción' },
  { slug: 'administracion-y-finanzas', name: 'Administración y finanzas' },
  { slug: 'atencion-a-clientes', name: 'Atención a clientes' },
  { slug: 'salud', name: 'Salud' },
  { slug: 'educacion', name: 'Educación' },
  { slug: 'construccion', name: 'Construcción' },
  { slug: 'recursos-humanos', name: 'Recursos humanos' },
  { slug: 'mercadotecnia', name: 'Mercadotecnia' },
  { slug: 'hoteleria-y-turismo', name: 'Hotelería y turismo' },
  { slug: 'almacen', name: 'Almacén' },
  { slug: 'seguridad', name: 'Seguridad' },
  { slug: 'mantenimiento', name: 'Mantenimiento' },
  { slug: 'legal', name: 'Legal' },
  { slug: 'ingenieria', name: 'Ingeniería' },
  { slug: 'comercio-exterior-y-aduanas', name: 'Comercio exterior y aduanas' },
  { slug: 'gastronomia', name: 'Gastronomía' },
  { slug: 'limpieza', name: 'Limpieza' },
];
