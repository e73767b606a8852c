import type { AppContext } from '../app/app-context.ts';
export function workspaceClockKioskLoader(_context: AppContext) {
  return () => null;
}
export function Component() {
  return null;
}
