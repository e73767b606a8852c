import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './sign-in.ts';
import { toast } from './toast.ts';

/** The form item (label, widget, chips) around a combobox. */
const itemOf = (page: Page, name: string) =>
  page.locator('[data-slot=form-item]').filter({ has: page.getByRole('combobox', { name }) });

async function choose(combo: Locator, label: string) {
  await combo.focus();
  await combo.pressSequentially(label);
  await combo.press('Enter');
}

test.describe('given a job seeker on /mi-perfil', () => {
  test('chooses soft skills and languages with the keyboard, removes a chip, saves, and sees them after a reload', async ({
    page,
  }) => {
    await signIn(page, 'candidato05@jornada.test');
    await page.goto('/mi-perfil');
    const skills = page.getByRole('combobox', { name: 'Habilidades blandas' });
    const skillsItem = itemOf(page, 'Habilidades blandas');
    const languagesItem = itemOf(page, 'Idiomas');
    await expect(skills).toBeVisible();

    // Start from none: remove every saved skill through its chip, waiting for each chip to go
    // before counting again (a count read right after the click could still see it).
    const skillChips = skillsItem.getByRole('button', { name: /^Quitar / });
    for (let left = await skillChips.count(); left > 0; left--) {
      await skillChips.first().click();
      await expect(skillChips).toHaveCount(left - 1);
    }
    // And without Náhuatl, which an earlier run of this test may have saved.
    const removeNahuatl = languagesItem.getByRole('button', { name: 'Quitar Náhuatl' });
    if ((await removeNahuatl.count()) > 0) {
      await removeNahuatl.click();
      await expect(removeNahuatl).toHaveCount(0);
    }

    await choose(skills, 'Empatía');
    await choose(skills, 'Liderazgo');
    await skills.press('Escape');
    const chosenSkills = skillsItem.getByRole('list', { name: 'Opciones seleccionadas' });
    await expect(chosenSkills.getByRole('listitem')).toHaveText([/^Empatía/, /^Liderazgo/]);

    const languages = page.getByRole('combobox', { name: 'Idiomas', exact: true });
    await choose(languages, 'Náhuatl');
    await languages.press('Escape');
    await expect(
      languagesItem.getByRole('list', { name: 'Opciones seleccionadas' }).getByRole('listitem'),
    ).toContainText(['Español', 'Náhuatl']);
    await page.getByRole('combobox', { name: 'Nivel de Náhuatl' }).click();
    await page.getByRole('option', { name: 'Avanzado' }).click();

    const removeLeadership = skillsItem.getByRole('button', { name: 'Quitar Liderazgo' });
    await removeLeadership.focus();
    await removeLeadership.press('Enter');
    await expect(chosenSkills.getByRole('listitem')).toHaveText([/^Empatía/]);

    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(toast(page, 'Tu perfil se guardó.')).toBeVisible();

    await page.reload();
    await expect(
      itemOf(page, 'Habilidades blandas')
        .getByRole('list', { name: 'Opciones seleccionadas' })
        .getByRole('listitem'),
    ).toHaveText([/^Empatía/]);
    await expect(
      itemOf(page, 'Idiomas')
        .getByRole('list', { name: 'Opciones seleccionadas' })
        .getByRole('listitem'),
    ).toContainText(['Español', 'Náhuatl']);
    await expect(page.getByRole('combobox', { name: 'Nivel de Náhuatl' })).toHaveText('Avanzado');
    await expectNoAxeViolations(page);
  });
});

test.describe('given a job seeker editing their job title, state and driver licence', () => {
  test('adds an education, sets a job title, a state and a licence, then empties them, and each save survives a reload', async ({
    page,
  }) => {
    await signIn(page, 'candidato05@jornada.test');
    await page.goto('/mi-perfil');
    const state = page.getByRole('combobox', { name: 'Estado donde vives' });
    const license = page.getByRole('combobox', { name: 'Licencia de manejo' });
    const save = async () => {
      await page.getByRole('button', { name: 'Guardar perfil' }).click();
      await expect(toast(page, 'Tu perfil se guardó.')).toBeVisible();
      await page.reload();
    };

    const jobTitle = page.getByRole('textbox', { name: 'Puesto actual' });
    // The form shows the saved profile (its educations included) before anything is counted: its
    // parts appear one after another and «Guardar perfil» comes last (decision 0035, item 15).
    await expect(jobTitle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar perfil' })).toBeVisible();
    await jobTitle.fill('Operador de montacargas');
    // a new education row: its degree is a SelectField inside the row
    const educations = page.getByRole('group', { name: 'Estudios' });
    const degrees = educations.getByRole('combobox', { name: /Grado o título/ });
    const before = await degrees.count();
    await page.getByRole('button', { name: 'Agregar estudios' }).click();
    await expect(degrees).toHaveCount(before + 1);
    await degrees.nth(before).click();
    await page.getByRole('option', { name: 'Licenciatura' }).click();
    await educations
      .getByRole('textbox', { name: /Institución/ })
      .nth(before)
      .fill('UdeG');
    await state.click();
    await page.getByRole('option', { name: 'Yucatán' }).click();
    await license.click();
    await page.getByRole('option', { name: 'Federal tipo B' }).click();
    await save();
    await expect(state).toHaveText('Yucatán');
    await expect(license).toHaveText('Federal tipo B');
    await expect(jobTitle).toHaveValue('Operador de montacargas');
    await expect(degrees.nth(before)).toHaveText('Licenciatura');
    await expect(educations.getByRole('textbox', { name: /Institución/ }).nth(before)).toHaveValue(
      'UdeG',
    );

    await jobTitle.fill('');

    await state.click();
    await page.getByRole('option', { name: 'Sin especificar' }).click();
    await license.click();
    await page.getByRole('option', { name: 'No tengo' }).click();
    await save();
    await expect(state).toHaveText('Sin especificar');
    await expect(license).toHaveText('No tengo');
    await expect(jobTitle).toHaveValue('');
  });
});
