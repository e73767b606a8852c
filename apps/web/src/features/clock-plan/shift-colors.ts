/**
 * The colours a shift can have in the planning calendar (contract `Shift.color`, '#RRGGBB' or
 * null): a palette with Spanish names for the sheet, and the check that keeps a stored value safe
 * to write into a style.
 */
import { clockPlanMessages } from './clock-plan-messages.ts';

/** A named colour of the palette. */
export interface ShiftColor {
  value: string;
  label: string;
}

const names = clockPlanMessages.shifts.colors;

/** The palette offered in the shift sheet, in order. */
export const shiftPalette: readonly ShiftColor[] = [
  { value: '#1E88E5', label: names.blue },
  { value: '#43A047', label: names.green },
  { value: '#FB8C00', label: names.orange },
  { value: '#8E24AA', label: names.purple },
  { value: '#E53935', label: names.red },
  { value: '#00897B', label: names.teal },
  { value: '#6D4C41', label: names.brown },
  { value: '#546E7A', label: names.slate },
];

const HEX = /^#[0-9a-fA-F]{6}$/;

/** `color` when it is a '#RRGGBB' value, else null (never anything else reaches a style). */
export function safeColor(color: string | null | undefined): string | null {
  return color && HEX.test(color) ? color : null;
}

/** The palette's name of `color`, or null for a colour outside it. */
export function colorName(color: string | null): string | null {
  return shiftPalette.find((c) => c.value.toLowerCase() === color?.toLowerCase())?.label ?? null;
}
