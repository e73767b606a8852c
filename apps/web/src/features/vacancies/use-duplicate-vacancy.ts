/**
 * Duplicating a vacancy (docs/decisions/0027-vacancy-console.md): reads the vacancy, creates a draft with the same
 * content and its title marked as a copy (`createVacancy`), says so in a toast and opens the
 * copy's page.
 */
import { createVacancyMutationOptions, getVacancyQueryOptions } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../paths.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { duplicateInput } from './vacancy-form.ts';

const m = recruitingMessages.detail;

/**
 * A function that duplicates vacancy `vacancyId` of company `companyId`; it resolves to the copy's
 * id, or null after a failure toast.
 */
export function useDuplicateVacancy(companyId: number) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useMutation(createVacancyMutationOptions(api, queryClient));
  return async (vacancyId: number): Promise<number | null> => {
    try {
      const vacancy = await queryClient.fetchQuery(getVacancyQueryOptions(api, vacancyId));
      const copy = await create.mutateAsync({ companyId, ...duplicateInput(vacancy) });
      toast({ title: m.duplicated(vacancy.title), variant: 'success' });
      await navigate(paths.workspaceVacancy.href(companyId, copy.id));
      return copy.id;
    } catch (error) {
      toast({ title: m.duplicateError, description: errorText(error), variant: 'danger' });
      return null;
    }
  };
}
