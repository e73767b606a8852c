import type { AppContext } from '../app/app-context.ts';

export function driverTourLoader(_context: AppContext) {
  return async () => null;
}

export function Component() {
  return null;
}
