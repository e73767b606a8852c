import type { SeedState } from './types.ts';

/**
 * The 32 Mexican federal entities, ordered by INEGI code (`'01'` Aguascalientes …
 * `'09'` Ciudad de México … `'32'` Zacatecas), with common short names and abbreviations.
 */
export const states: SeedState[] = [
  { inegiCode: '01', name: 'Aguascalientes', abbreviation: 'AGS' },
  { inegiCode: '02', name: 'Baja California', abbreviation: 'BC' },
  { inegiCode: '03', name: 'Baja California Sur', abbreviation: 'BCS' },
  { inegiCode: '04', name: 'Campeche', abbreviation: 'CAMP' },
  { inegiCode: '05', name: 'Coahuila', abbreviation: 'COAH' },
  { inegiCode: '06', name: 'Colima', abbreviation: 'COL' },
  { inegiCode: '07', name: 'Chiapas', abbreviation: 'CHIS' },
  { inegiCode: '08', name: 'Chihuahua', abbreviation: 'CHIH' },
  { inegiCode: '09', name: 'Ciudad de México', abbreviation: 'CDMX' },
  { inegiCode: '10', name: 'Durango', abbreviation: 'DGO' },
  { inegiCode: '11', name: 'Guanajuato', abbreviation: 'GTO' },
  { inegiCode: '12', name: 'Guerrero', abbreviation: 'GRO' },
  { inegiCode: '13', name: 'Hidalgo', abbreviation: 'HGO' },
  { inegiCode: '14', name: 'Jalisco', abbreviation: 'JAL' },
  { inegiCode: '15', name: 'México', abbreviation: 'MEX' },
  { inegiCode: '16', name: 'Michoacán', abbreviation: 'MICH' },
  { inegiCode: '17', name: 'Morelos', abbreviation: 'MOR' },
  { inegiCode: '18', name: 'Nayarit', abbreviation: 'NAY' },
  { inegiCode: '19', name: 'Nuevo León', abbreviation: 'NL' },
  { inegiCode: '20', name: 'Oaxaca', abbreviation: 'OAX' },
  { inegiCode: '21', name: 'Puebla', abbreviation: 'PUE' },
  { inegiCode: '22', name: 'Querétaro', abbreviation: 'QRO' },
  { inegiCode: '23', name: 'Quintana Roo', abbreviation: 'QROO' },
  { inegiCode: '24', name: 'San Luis Potosí', abbreviation: 'SLP' },
  { inegiCode: '25', name: 'Sinaloa', abbreviation: 'SIN' },
  { inegiCode: '26', name: 'Sonora', abbreviation: 'SON' },
  { inegiCode: '27', name: 'Tabasco', abbreviation: 'TAB' },
  { inegiCode: '28', name: 'Tamaulipas', abbreviation: 'TAMPS' },
  { inegiCode: '29', name: 'Tlaxcala', abbreviation: 'TLAX' },
  { inegiCode: '30', name: 'Veracruz', abbreviation: 'VER' },
  { inegiCode: '31', name: 'Yucatán', abbreviation: 'YUC' },
  { inegiCode: '32', name: 'Zacatecas', abbreviation: 'ZAC' },
];
