/**
 * "Destacar una vacante" on the balance page (docs/decisions/0021-payments.md; the workspace has no vacancy screens yet,
 * so the action lives here with a picker of the company's published vacancies): choose the vacancy
 * and the featuring price (7 or 30 days, from `listPrices`), then confirm in
 * {@link FeatureVacancyDialog} with the price and the resulting balance.
 */
import { listCompanyVacanciesInfiniteQueryOptions, type components } from '@jornada/api-client';
import { Button, useToast } from '@jornada/ui';
import { Form, formatMoney, RadioGroupField, SelectField, useZodForm } from '@jornada/ui/forms';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useAllPages } from '../../app/all-pages.ts';
import { useAppContext } from '../../app/app-context.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { FeatureVacancyDialog, type FeatureChoice } from './feature-vacancy-dialog.tsx';

type Price = components['schemas']['Price'];

const m = paymentMessages.feature;
const featureCodes = ['destacar_7_dias', 'destacar_30_dias'] as const;
const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' });

const schema = z.object({
  vacancy_id: z.string().min(1, { error: m.vacancyPlaceholder }),
  price_code: z.enum(featureCodes, { error: m.vacancyPlaceholder }),
});

/** Props of {@link FeatureVacancySection}. */
export interface FeatureVacancySectionProps {
  companyId: number;
  /** The company's balance in cents; undefined while unknown. */
  balance: number | undefined;
  /** The prices (`listPrices`); the featuring ones are offered. */
  prices: readonly Price[] | undefined;
  /** Where "Recargar saldo" goes. */
  rechargeHref: string;
}

/** The picker and its confirmation (see the module's comment). */
export function FeatureVacancySection({
  companyId,
  balance,
  prices,
  rechargeHref,
}: FeatureVacancySectionProps) {
  const { api } = useAppContext();
  const { toast } = useToast();
  const vacancies = useAllPages(
    listCompanyVacanciesInfiniteQueryOptions(api, companyId, { status: 'publicada', per_page: 50 }),
  );
  const offers = (prices ?? []).filter(
    (price): price is Price & { code: (typeof featureCodes)[number]; days: number } =>
      (featureCodes as readonly string[]).includes(price.code) && price.days !== null,
  );
  const [choice, setChoice] = useState<FeatureChoice | null>(null);
  const form = useZodForm(schema, {
    defaultValues: { vacancy_id: '', price_code: 'destacar_7_dias' },
  });
  const list = vacancies.records;
  const loaded = !vacancies.isPending && !vacancies.error;

  if (loaded && list.length === 0)
    return <p className="text-sm text-muted-foreground">{m.noVacancies}</p>;

  return (
    <>
      <Form
        form={form}
        aria-label={m.title}
        onSubmit={({ vacancy_id, price_code }) => {
          const vacancy = list.find((v) => String(v.id) === vacancy_id);
          const offer = offers.find((o) => o.code === price_code);
          if (!vacancy || !offer) return;
          setChoice({
            vacancyId: vacancy.id,
            vacancyTitle: vacancy.title,
            priceCode: offer.code,
            price: offer.amount,
            days: offer.days,
            idempotencyKey: crypto.randomUUID(),
          });
        }}
      >
        <SelectField
          name="vacancy_id"
          label={m.vacancy}
          placeholder={m.vacancyPlaceholder}
          required
          disabled={!loaded}
          options={list.map((vacancy) => ({
            value: String(vacancy.id),
            label: vacancy.featured_until
              ? `${vacancy.title} · ${m.featuredUntil(day.format(new Date(vacancy.featured_until)))}`
              : vacancy.title,
          }))}
        />
        {offers.length > 0 ? (
          <RadioGroupField
            name="price_code"
            label={paymentMessages.prices.duration}
            required
            options={offers.map((offer) => ({
              value: offer.code,
              label: `${offer.name} · ${formatMoney(offer.amount)}`,
            }))}
          />
        ) : null}
        <Button type="submit" variant="outline" className="w-fit" disabled={offers.length === 0}>
          <Sparkles aria-hidden="true" />
          {m.open}
        </Button>
      </Form>
      <FeatureVacancyDialog
        choice={choice}
        balance={balance}
        rechargeHref={rechargeHref}
        onClose={() => setChoice(null)}
        onFeatured={(title) => {
          setChoice(null);
          form.reset();
          toast({ title: m.done(title), variant: 'success' });
        }}
      />
    </>
  );
}
