import type { SeedBusinessSector } from './types.ts';

/** Business sectors (industries) companies belong to (kebab-case Spanish slugs, es-MX names). */
export const businessSectors: SeedBusinessSector[] = [
  { slug: 'logistica-y-transporte-de-carga', name: 'Logística y transporte de carga' },
  { slug: 'operacion-portuaria', name: 'Operación portuaria' },
  { slug: 'aduanas-y-comercio-exterior', name: 'Aduanas y comercio exterior' },
  { slug: 'transporte-de-pasajeros', name: 'Transporte de pasajeros' },
  { slug: 'manufactura-automotriz', name: 'Manufactura automotriz' },
  { slug: 'manufactura-electronica', name: 'Manufactura electrónica' },
  { slug: 'alimentos-y-bebidas', name: 'Alimentos y bebidas' },
  { slug: 'agroindustria', name: 'Agroindustria' },
  { slug: 'comercio-minorista', name: 'Comercio minorista' },
  { slug: 'tecnologia', name: 'Tecnología' },
  { slug: 'servicios-financieros', name: 'Servicios financieros' },
  { slug: 'salud', name: 'Salud' },
  { slug: 'construccion', name: 'Construcción' },
  { slug: 'energia', name: 'Energía' },
  { slug: 'hoteleria-y-turismo', name: 'Hotelería y turismo' },
  { slug: 'educacion', name: 'Educación' },
  { slug: 'seguridad-privada', name: 'Seguridad privada' },
];
