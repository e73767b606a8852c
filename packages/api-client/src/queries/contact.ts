/**
 * Public forms (spec section 7 "Auth and users"): contact, company contact and
 * the mailing list. POSTs, so never retried.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { apiMutationOptions, type JsonBody } from './query-helpers.ts';

/** Body of `POST /api/v1/contact`. */
export type ContactMessageInput = JsonBody<'sendContactMessage'>;
/** Body of `POST /api/v1/company-contact`. */
export type CompanyContactMessageInput = JsonBody<'sendCompanyContactMessage'>;
/** Body of `POST /api/v1/mailing-list`. */
export type MailingListInput = JsonBody<'subscribeToMailingList'>;

/** Sends the contact form: `POST /api/v1/contact` (public). @throws {ApiError} 400/422, 429. */
export function sendContactMessageMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: ['contact', 'sendContactMessage'],
    mutationFn: (body: ContactMessageInput) =>
      unwrap(api.main.POST('/api/v1/contact', { body })).then(() => undefined),
  });
}

/** Sends the company contact form: `POST /api/v1/company-contact` (public). @throws {ApiError} 400/422, 429. */
export function sendCompanyContactMessageMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: ['contact', 'sendCompanyContactMessage'],
    mutationFn: (body: CompanyContactMessageInput) =>
      unwrap(api.main.POST('/api/v1/company-contact', { body })).then(() => undefined),
  });
}

/** Subscribes an e-mail to the mailing list: `POST /api/v1/mailing-list` (public). @throws {ApiError} 400/422, 409, 429. */
export function subscribeToMailingListMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: ['contact', 'subscribeToMailingList'],
    mutationFn: (body: MailingListInput) =>
      unwrap(api.main.POST('/api/v1/mailing-list', { body })).then(() => undefined),
  });
}
