import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Avatar, AvatarFallback } from '../components/avatar.tsx';
import { Button } from '../components/button.tsx';
import { ButtonLink } from '../components/button-link.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/dropdown-menu.tsx';
import { Input } from '../components/input.tsx';
import { Label } from '../components/label.tsx';
import { DefaultLayout } from './default-layout.tsx';
import { InterviewLayout } from './interview-layout.tsx';
import { LandingLayout } from './landing-layout.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { navLinkVariants } from './nav-link.ts';
import { RegisterLayout } from './register-layout.tsx';
import { WorkspaceLayout } from './workspace-layout.tsx';

const Brand = ({
  href = '#inicio',
  className = 'text-primary',
}: {
  href?: string;
  className?: string;
}) => (
  <a href={href} className={`rounded-sm text-lg font-bold ${className}`}>
    Jornada
  </a>
);

const links = [
  ['#inicio', 'Inicio'],
  ['#vacantes', 'Vacantes'],
  ['#postulaciones', 'Mis postulaciones'],
  ['#entrevistas', 'Mis entrevistas'],
] as const;

const Nav = ({ orientation }: { orientation?: 'horizontal' | 'vertical' }) =>
  links.map(([href, text]) => (
    <a
      key={href}
      href={href}
      aria-current={href === '#vacantes' ? 'page' : undefined}
      className={navLinkVariants({ orientation })}
    >
      {text}
    </a>
  ));

const UserMenu = () => (
  <DropdownMenu>
    <DropdownMenuTrigger asChild>
      <Button variant="ghost" className="gap-2 px-2">
        <Avatar size="sm" aria-hidden="true">
          <AvatarFallback>AL</AvatarFallback>
        </Avatar>
        <span className="sr-only">Menú de Ana López</span>
      </Button>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="end">
      <DropdownMenuItem>Mi perfil</DropdownMenuItem>
      <DropdownMenuItem>Cerrar sesión</DropdownMenuItem>
    </DropdownMenuContent>
  </DropdownMenu>
);

const meta = {
  title: 'UI/Layouts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const expectSkipLinkFirst = async (canvas: ReturnType<typeof within>) => {
  await userEvent.tab();
  const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toHaveFocus();
  await expect(skip).toHaveAttribute('href', '#contenido');
  await expect(canvas.getByRole('main')).toHaveAttribute('id', 'contenido');
};

export const Default: Story = {
  render: () => (
    <DefaultLayout
      brand={<Brand />}
      nav={<Nav />}
      mobileNav={<Nav orientation="vertical" />}
      userMenu={<UserMenu />}
      footer="© 2026 Jornada"
    >
      <h1 className="text-2xl font-bold">Vacantes</h1>
      <p className="mt-2 text-muted-foreground">12 vacantes cerca de ti.</p>
    </DefaultLayout>
  ),
  play: async ({ canvas }) => {
    await expectSkipLinkFirst(canvas);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Jornada');
    // Narrow viewport: the navigation lives behind the menu button.
    const menuButton = canvas.queryByRole('button', { name: 'Abrir menú' });
    if (menuButton) {
      await userEvent.click(menuButton);
      const body = within(document.body);
      const sheet = await body.findByRole('dialog', { name: 'Navegación principal' });
      const nav = within(sheet).getByRole('navigation', { name: 'Navegación principal' });
      await expect(within(nav).getByRole('link', { name: 'Vacantes' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(menuButton).toHaveFocus();
    } else {
      const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
      await expect(within(nav).getByRole('link', { name: 'Vacantes' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  },
};

export const DefaultWithoutNav: Story = {
  render: () => (
    <DefaultLayout brand={<Brand />} userMenu={<UserMenu />}>
      <h1 className="text-2xl font-bold">Ajustes</h1>
    </DefaultLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
    await expectSkipLinkFirst(canvas);
  },
};

export const Interview: Story = {
  render: () => (
    <InterviewLayout
      brand={<Brand />}
      title="Entrevista · Operador de montacargas"
      actions={
        <Button variant="outline" size="sm">
          Salir
        </Button>
      }
    >
      <h1 className="text-2xl font-bold">Verifica tus datos</h1>
      <p className="mt-2 text-muted-foreground">
        Antes de empezar, confirma tu cámara y micrófono.
      </p>
    </InterviewLayout>
  ),
  play: async ({ canvas }) => {
    await expectSkipLinkFirst(canvas);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByText('Entrevista · Operador de montacargas')).toBeInTheDocument();
  },
};

export const Landing: Story = {
  render: () => (
    <LandingLayout
      brand={<Brand href="#" />}
      nav={
        <>
          <a href="#empresas" className={navLinkVariants()}>
            Empresas
          </a>
          <a href="#candidatos" className={navLinkVariants()}>
            Candidatos
          </a>
          <a href="#contacto" className={navLinkVariants()}>
            Contacto
          </a>
        </>
      }
      actions={
        <>
          <ButtonLink href="#login" variant="ghost" size="sm">
            Iniciar sesión
          </ButtonLink>
          <ButtonLink href="#registro" size="sm">
            Regístrate
          </ButtonLink>
        </>
      }
      footer={
        <nav aria-label="Legal" className="flex flex-wrap gap-4">
          <a href="#privacidad" className="underline">
            Aviso de privacidad
          </a>
          <a href="#terminos" className="underline">
            Términos del servicio
          </a>
          <a href="#cookies" className="underline">
            Política de cookies
          </a>
        </nav>
      }
    >
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight">Encuentra tu próximo empleo</h1>
        <p className="mt-4 text-lg text-muted-foreground">Vacantes verificadas en todo México.</p>
      </section>
    </LandingLayout>
  ),
  play: async ({ canvas }) => {
    await expectSkipLinkFirst(canvas);
    await expect(canvas.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toBeVisible();
  },
};

export const Register: Story = {
  render: () => (
    <RegisterLayout
      brand={<Brand />}
      asideBrand={<Brand className="text-white" />}
      aside={
        <div className="grid gap-3">
          <p className="text-3xl font-bold">Tu próximo empleo empieza aquí.</p>
          <p className="text-brand-100">Crea tu CV una vez y postúlate en minutos.</p>
        </div>
      }
      footer={
        <>
          ¿Ya tienes cuenta?{' '}
          <a href="#login" className="font-medium text-primary underline">
            Inicia sesión
          </a>
        </>
      }
    >
      <Card className="border-0 p-0 shadow-none">
        <CardHeader>
          <CardTitle>
            <span role="heading" aria-level={1}>
              Crea tu cuenta
            </span>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Label htmlFor="correo-registro">Correo electrónico</Label>
          <Input id="correo-registro" type="email" />
          <Button className="mt-2">Continuar</Button>
        </CardContent>
      </Card>
    </RegisterLayout>
  ),
  play: async ({ canvas }) => {
    await expectSkipLinkFirst(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
  },
};

/** The navigation sheet that the layouts show below the `md` breakpoint. */
export const MobileNavigation: Story = {
  render: () => (
    <div className="p-4">
      <MobileNav>
        <Nav orientation="vertical" />
      </MobileNav>
    </div>
  ),
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'Navegación principal' });
    const nav = within(sheet).getByRole('navigation', { name: 'Navegación principal' });
    await expect(within(nav).getByRole('link', { name: 'Vacantes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
  },
};

const sections = [
  ['#resumen', 'Inicio'],
  ['#departamentos', 'Departamentos'],
  ['#empleados', 'Empleados'],
  ['#terminales', 'Terminales'],
  ['#tickets', 'Tickets'],
] as const;

/** The company workspace: sections in a side column, the company in the header. */
export const Workspace: Story = {
  render: () => (
    <WorkspaceLayout
      brand={<Brand />}
      context={<span className="truncate text-sm font-medium">Transportes del Bajío</span>}
      navLabel="Secciones de la empresa"
      nav={sections.map(([href, text]) => (
        <a
          key={href}
          href={href}
          aria-current={href === '#empleados' ? 'page' : undefined}
          className={navLinkVariants({ orientation: 'vertical' })}
        >
          {text}
        </a>
      ))}
      userMenu={<UserMenu />}
    >
      <h1 className="text-2xl font-bold">Empleados</h1>
      <p className="mt-2 text-muted-foreground">48 empleados en 5 departamentos.</p>
    </WorkspaceLayout>
  ),
  play: async ({ canvas }) => {
    await expectSkipLinkFirst(canvas);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Transportes del Bajío');
    const menuButton = canvas.queryByRole('button', { name: 'Abrir menú' });
    const nav =
      menuButton && menuButton.checkVisibility()
        ? await (async () => {
            await userEvent.click(menuButton);
            return within(
              await within(document.body).findByRole('dialog', { name: 'Secciones de la empresa' }),
            ).getByRole('navigation', { name: 'Secciones de la empresa' });
          })()
        : canvas.getByRole('navigation', { name: 'Secciones de la empresa' });
    await expect(within(nav).getByRole('link', { name: 'Empleados' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
