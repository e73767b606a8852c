import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { Checkbox } from './checkbox.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Progress } from './progress.tsx';
import { Switch } from './switch.tsx';
import { Textarea } from './textarea.tsx';

/** Many components side by side, to check the theme (and its contrast) in one place. */
function Gallery({ theme }: { theme: 'light' | 'dark' }) {
  const id = (name: string) => `${theme}-${name}`;
  return (
    <div className={`${theme === 'dark' ? 'dark' : ''} bg-background p-6 text-foreground`}>
      <div className="grid max-w-3xl gap-6">
        <div className="flex flex-wrap gap-3">
          {(['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const).map(
            (variant) => (
              <Button key={variant} variant={variant}>
                {variant}
              </Button>
            ),
          )}
          <Button disabled>Deshabilitado</Button>
          <Button loading>Cargando</Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {(['primary', 'secondary', 'outline', 'success', 'warning', 'danger'] as const).map(
            (variant) => (
              <Badge key={variant} variant={variant}>
                {variant}
              </Badge>
            ),
          )}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Operador de montacargas</CardTitle>
            <CardDescription>Logística del Bajío · León, Guanajuato</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={id('puesto')}>Puesto</Label>
              <Input id={id('puesto')} placeholder="Ej. Chofer" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={id('error')}>Con error</Label>
              <Input id={id('error')} aria-invalid defaultValue="x" />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={id('notas')}>Notas</Label>
              <Textarea id={id('notas')} />
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id={id('check')} defaultChecked />
              <Label htmlFor={id('check')}>Marcado</Label>
            </div>
            <div className="flex items-center gap-2">
              <Switch id={id('switch')} defaultChecked />
              <Label htmlFor={id('switch')}>Encendido</Label>
            </div>
            <Progress value={60} label="Perfil completado" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

const meta = {
  title: 'UI/Gallery',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { args: { theme: 'light' } };
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.dark')).not.toBeNull();
  },
};
