/** Shared fixtures for the browser tests and stories. */
export const estados = [
  'Aguascalientes',
  'Baja California',
  'Chihuahua',
  'Jalisco',
  'Nuevo León',
  'Sonora',
  'Yucatán',
];

export interface Puesto {
  id: number;
  nombre: string;
  $isDisabled?: boolean;
}

export const puestos: Puesto[] = [
  { id: 1, nombre: 'Chofer' },
  { id: 2, nombre: 'Almacenista' },
  { id: 3, nombre: 'Montacarguista', $isDisabled: true },
  { id: 4, nombre: 'Supervisor' },
];

export interface Area {
  area: string;
  puestos: Puesto[];
}

export const areas: Area[] = [
  {
    area: 'Logística',
    puestos: [
      { id: 10, nombre: 'Chofer' },
      { id: 11, nombre: 'Montacarguista', $isDisabled: true },
      { id: 12, nombre: 'Almacenista' },
    ],
  },
  {
    area: 'Oficina',
    puestos: [
      { id: 20, nombre: 'Recepcionista' },
      { id: 21, nombre: 'Contador' },
    ],
  },
];

/** `n` string options "Opción 1" … "Opción n". */
export function manyOptions(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `Opción ${i + 1}`);
}
