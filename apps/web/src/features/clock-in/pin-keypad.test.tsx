import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { PinKeypad } from './pin-keypad.tsx';
import '../../app.css';

/** A field and the keypad typing into it, as the kiosk wires them. */
function Typing({ letters }: { letters: boolean }) {
  const [value, setValue] = useState('');
  return (
    <main>
      <h1>Kiosco</h1>
      <label htmlFor="field">Campo</label>
      <input id="field" value={value} onChange={(event) => setValue(event.target.value)} />
      <PinKeypad
        target="Número de empleado"
        letters={letters}
        onKey={(key) => setValue((v) => v + key)}
        onErase={() => setValue((v) => v.slice(0, -1))}
        onClear={() => setValue('')}
      />
    </main>
  );
}

const key = (name: string) => page.getByRole('button', { name, exact: true });

beforeEach(async () => {
  await page.viewport(390, 844);
});

describe('the kiosk keypad', () => {
  it('given the PIN → digits, Limpiar and Borrar only: no «-» and no letters', async () => {
    const screen = await render(<Typing letters={false} />);
    for (const digit of '0123456789') await expect.element(key(digit)).toBeVisible();
    await expect.element(key('Limpiar')).toBeVisible();
    expect(screen.getByRole('button', { name: '-', exact: true }).elements()).toHaveLength(0);
    expect(screen.getByRole('button', { name: /ABC/ }).elements()).toHaveLength(0);
  });

  it('given the employee number → types «E-0019» as printed: «ABC» shows the letters, «123» the digits again; no axe violations', async () => {
    await render(<Typing letters />);
    const field = page.getByLabelText('Campo');
    await userEvent.click(key('ABC letras'));
    await expect
      .element(page.getByRole('group', { name: 'Teclado para: Número de empleado' }))
      .toHaveAttribute('data-layout', 'letters');
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      await expect.element(key(letter)).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(key('E'));
    await userEvent.click(key('-'));
    await userEvent.click(key('123 números'));
    for (const digit of '0019') await userEvent.click(key(digit));
    await expect.element(field).toHaveValue('E-0019');
    await userEvent.click(key('Borrar'));
    await expect.element(field).toHaveValue('E-001');
    await expectNoAxeViolations();
  });

  it('works from the keyboard: Tab reaches «ABC», Enter switches, Enter on a letter types it', async () => {
    await render(<Typing letters />);
    const field = page.getByLabelText('Campo');
    (key('ABC letras').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(key('A')).toBeVisible();
    (key('Z').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveValue('Z');
  });

  it('at a phone’s width every key is a large target (at least 44 × 44 px), in both layouts', async () => {
    await render(<Typing letters />);
    const sizes = () =>
      page
        .getByRole('group')
        .getByRole('button')
        .elements()
        .map((button) => button.getBoundingClientRect());
    for (const box of sizes()) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(key('ABC letras'));
    expect(sizes().length).toBeGreaterThan(26);
    for (const box of sizes()) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});
