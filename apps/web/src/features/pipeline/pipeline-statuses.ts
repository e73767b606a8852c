/**
 * The pipeline's columns and the moves a company may make (docs/decisions/0028-applications-pipeline.md):
 * one column per application status (contract `JobApplicationStatus`) in the order the process
 * runs; the company moves an application forward or discards it, nothing leaves a final status,
 * and `retirada` is the candidate's alone. The server enforces the same rule (409 otherwise,
 * `apps/api/src/handlers/recruiting/application-data.ts` `canTransition`).
 */
import type { components } from '@jornada/api-client';

/** An application status. */
export type ApplicationStatus = components['schemas']['JobApplicationStatus'];

/** The board's columns, left to right. */
export const pipelineColumns: readonly ApplicationStatus[] = [
  'enviada',
  'vista',
  'en_proceso',
  'entrevista',
  'seleccionada',
  'descartada',
  'retirada',
];

const forward: readonly ApplicationStatus[] = [
  'enviada',
  'vista',
  'en_proceso',
  'entrevista',
  'seleccionada',
];
const final = new Set<ApplicationStatus>(['seleccionada', 'descartada', 'retirada']);

/**
 * The statuses the company may move an application in `from` to, in board order.
 * @param from - the application's current status.
 * @returns forward statuses after `from` and `descartada`; empty from a final status.
 */
export function companyMoves(from: ApplicationStatus): ApplicationStatus[] {
  if (final.has(from)) return [];
  return [...forward.slice(forward.indexOf(from) + 1), 'descartada'];
}

/** Badge colour of a status. */
export function statusVariant(
  status: ApplicationStatus,
): 'outline' | 'success' | 'danger' | 'secondary' {
  if (status === 'seleccionada') return 'success';
  if (status === 'descartada') return 'danger';
  if (status === 'retirada') return 'secondary';
  return 'outline';
}
