import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

const onProfile = fn();
const onLogout = fn();

function UserMenu(props: React.ComponentProps<typeof DropdownMenu>) {
  const [alerts, setAlerts] = React.useState(true);
  const [theme, setTheme] = React.useState('sistema');
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Mi cuenta</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuLabel>Ana López</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onProfile}>
            <UserIcon aria-hidden="true" /> Mi perfil
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <SettingsIcon aria-hidden="true" /> Ajustes
            <DropdownMenuShortcut>⌘,</DropdownMenuShortcut>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={alerts} onCheckedChange={setAlerts}>
          Alertas por correo
        </DropdownMenuCheckboxItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Tema</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuRadioGroup value={theme} onValueChange={setTheme}>
              <DropdownMenuRadioItem value="claro">Claro</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="oscuro">Oscuro</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="sistema">Sistema</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onLogout}>
          <LogOutIcon aria-hidden="true" /> Cerrar sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  beforeEach: () => {
    onProfile.mockClear();
    onLogout.mockClear();
  },
  render: (args) => <UserMenu {...args} />,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Mi cuenta' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Mi perfil' })).toHaveFocus(),
    );
    // Disabled items are skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitemcheckbox', { name: 'Alertas por correo' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await body.findByRole('menu');
    await expect(
      within(reopened).getByRole('menuitemcheckbox', { name: 'Alertas por correo' }),
    ).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SelectItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mi cuenta' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await expect(onProfile).not.toHaveBeenCalled();
  },
};

export const Submenu: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mi cuenta' }));
    const body = within(document.body);
    const subTrigger = await body.findByRole('menuitem', { name: 'Tema' });
    subTrigger.focus();
    await userEvent.keyboard('{ArrowRight}');
    const dark = await body.findByRole('menuitemradio', { name: 'Oscuro' });
    await expect(body.getByRole('menuitemradio', { name: 'Sistema' })).toBeChecked();
    await userEvent.click(dark);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Non-modal so that the page behind stays reachable while the menu is shown open. */
export const Open: Story = { args: { defaultOpen: true, modal: false } };
