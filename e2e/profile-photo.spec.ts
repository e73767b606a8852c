import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './sign-in.ts';
import { toast } from './toast.ts';

/** A valid 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the job seeker uploads a profile photo with progress and sees it as the avatar', async ({
  page,
}) => {
  await signIn(page);

  await page.goto('/mi-perfil');
  const photo = page.getByRole('region', { name: 'Foto de perfil' });
  await expect(photo).toBeVisible();
  const input = photo.getByLabel('Arrastra tu foto aquí o haz clic para elegirla');

  await input.setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(photo.getByRole('alert')).toContainText('notas.txt');

  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
  await expect(
    photo.getByRole('progressbar', { name: 'Progreso de carga de foto.png' }),
  ).toHaveAttribute('aria-valuenow', '100');
  await expect(toast(page, 'Tu foto de perfil se actualizó.')).toBeVisible();
  const avatar = photo.getByRole('img', { name: 'Foto de perfil' });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /\/api\/v1\/files\/[^/]+\.png$/);
  const src = await avatar.getAttribute('src');
  // The header's account button shows the same photo (the server made it profile_image_url).
  const account = page.getByRole('banner').getByRole('button', { name: /Hola, / });
  await expect(account.locator('img')).toHaveAttribute('src', src!);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Foto de perfil' })).toBeVisible();
  await expect(account.locator('img')).toHaveAttribute('src', src!);
});
