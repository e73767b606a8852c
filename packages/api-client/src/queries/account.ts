/**
 * Registration, confirmation, password reset and account changes
 * (spec section 7 "Auth and users"; openapi/README.md decisions 2–6).
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import { authKeys } from './auth.ts';
import { apiMutationOptions, type JsonBody, type QueryParams } from './query-helpers.ts';

/** Body of `POST /api/v1/register`. */
export type RegisterInput = JsonBody<'register'>;
/** Body of `POST /api/v1/register/{registrationId}/confirmation` (six-digit `verification_code`, `service`). */
export type ConfirmRegistrationInput = JsonBody<'confirmRegistration'>;
/** Body of `POST /api/v1/register/confirm` (`token` from the e-mail link, `service`). */
export type ConfirmAccountInput = JsonBody<'confirmAccount'>;
/** Query of `GET /api/v1/reset-password-email` (`email`, `service`). */
export type PasswordResetEmailParams = QueryParams<'requestPasswordResetEmail'>;
/** Body of `POST /api/v1/reset-password`. */
export type ResetPasswordInput = JsonBody<'resetPassword'>;
/** Body of `PUT /api/v1/update-password`. */
export type UpdatePasswordInput = JsonBody<'updatePassword'>;
/** Body of `PUT /api/v1/users/{userId}` (partial). */
export type UserUpdateInput = JsonBody<'updateUser'>;
/** Body of `POST /api/v1/users/{userId}/email-confirmation` (six-digit `code`). */
export type EmailChangeConfirmationInput = JsonBody<'confirmEmailChange'>;
/** Query of `DELETE /api/v1/users/{userId}` (`confirm: true` is required). */
export type DeleteUserParams = QueryParams<'deleteUser'>;

/** Mutation keys of the account operations. */
export const accountKeys = {
  all: ['account'] as const,
  mutation: (operation: string) => [...accountKeys.all, operation] as const,
};

/**
 * Starts a registration: `POST /api/v1/register` (`register`, public). Answers the pending
 * registration whose id the confirmation takes.
 * Answers alike whether or not the e-mail already has an account (its owner gets a notice).
 * @throws {ApiError} 429 after five sign-ups for one address in an hour, 400/422 with field errors.
 */
export function registerMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('register'),
    mutationFn: (body: RegisterInput) =>
      unwrap(api.main.POST('/api/v1/register', { body })).then((r) => r.data),
  });
}

/**
 * Confirms a registration with the e-mailed code:
 * `POST /api/v1/register/{registrationId}/confirmation` (`confirmRegistration`, public).
 * @throws {ApiError} 422 for a wrong code, 409 when already confirmed.
 */
export function confirmRegistrationMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('confirmRegistration'),
    mutationFn: ({
      registrationId,
      ...body
    }: ConfirmRegistrationInput & { registrationId: number }) =>
      unwrap(
        api.main.POST('/api/v1/register/{registrationId}/confirmation', {
          params: { path: { registrationId } },
          body,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Confirms an account from the e-mail link (`/verificarme`): `POST /api/v1/register/confirm`
 * (`confirmAccount`, public; openapi/README.md decision 2).
 * @throws {ApiError} 422 for an invalid or expired token, 409 when already confirmed.
 */
export function confirmAccountMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('confirmAccount'),
    mutationFn: (body: ConfirmAccountInput) =>
      unwrap(api.main.POST('/api/v1/register/confirm', { body })).then((r) => r.data),
  });
}

/**
 * Asks for the password-reset e-mail: `GET /api/v1/reset-password-email?email=…&service=…`
 * (`requestPasswordResetEmail`, public). The e-mail is URL-encoded (spec section 5), so
 * `ana+empleo@correo.mx` is sent as `ana%2Bempleo%40correo.mx`. Answers 202 whether or not the
 * address exists.
 * @throws {ApiError} 429 when throttled, 400 for a malformed address.
 */
export function requestPasswordResetEmail(
  api: JornadaClient,
  params: PasswordResetEmailParams,
  signal?: AbortSignal,
): Promise<void> {
  return unwrap(
    api.main.GET('/api/v1/reset-password-email', {
      params: { query: params },
      // Spec section 5: strict percent-encoding, also of the reserved characters (`+`, `@`).
      querySerializer: { allowReserved: false },
      ...(signal ? { signal } : {}),
    }),
  ).then(() => undefined);
}

/** Mutation options for {@link requestPasswordResetEmail}. */
export function requestPasswordResetEmailMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('requestPasswordResetEmail'),
    mutationFn: (params: PasswordResetEmailParams) => requestPasswordResetEmail(api, params),
  });
}

/**
 * Sets a new password with the e-mailed code: `POST /api/v1/reset-password` (`resetPassword`, public).
 * @throws {ApiError} 422 for a wrong or expired code or passwords that do not match.
 */
export function resetPasswordMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('resetPassword'),
    mutationFn: (body: ResetPasswordInput) =>
      unwrap(api.main.POST('/api/v1/reset-password', { body })).then(() => undefined),
  });
}

/**
 * Changes the signed-in user's password: `PUT /api/v1/update-password` (`updatePassword`).
 * @throws {ApiError} 422 when the current password is wrong.
 */
export function updatePasswordMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('updatePassword'),
    mutationFn: (body: UpdatePasswordInput) =>
      unwrap(api.main.PUT('/api/v1/update-password', { body })).then(() => undefined),
  });
}

/**
 * Updates a user: `PUT /api/v1/users/{userId}` (`updateUser`); refreshes the current user.
 * A new `email` needs `current_password` and only starts the change: it takes effect with
 * `confirmEmailChange` and the code sent to the new address.
 * @throws {ApiError} 403 for another user's account without permission, 409 for a taken e-mail,
 * 422 without or with a wrong `current_password`.
 */
export function updateUserMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('updateUser'),
    mutationFn: ({ userId, ...body }: UserUpdateInput & { userId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/users/{userId}', {
          params: { path: { userId } },
          body: body as UserUpdateInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}

/**
 * Applies a requested e-mail change with the code sent to the new address:
 * `POST /api/v1/users/{userId}/email-confirmation` (`confirmEmailChange`); refreshes the current user.
 * @throws {ApiError} 422 for a wrong, expired or used code, 409 when the address was taken meanwhile,
 * 403 for another user's account without permission.
 */
export function confirmEmailChangeMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('confirmEmailChange'),
    mutationFn: ({ userId, ...body }: EmailChangeConfirmationInput & { userId: number }) =>
      unwrap(
        api.main.POST('/api/v1/users/{userId}/email-confirmation', {
          params: { path: { userId } },
          body,
        }),
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}

/**
 * Deletes a user's account: `DELETE /api/v1/users/{userId}?confirm=true&reason=…` (`deleteUser`);
 * clears every cached query afterwards (the session ends).
 * @throws {ApiError} 403 without permission, 400 without `confirm`.
 */
export function deleteUserMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('deleteUser'),
    mutationFn: ({ userId, ...query }: DeleteUserParams & { userId: number }) =>
      unwrap(
        api.main.DELETE('/api/v1/users/{userId}', {
          params: { path: { userId }, query: query as DeleteUserParams },
        }),
      ).then(() => undefined),
    onSuccess: () => queryClient.removeQueries(),
  });
}

/**
 * Marks a user as verified (administrators): `POST /api/v1/users/{userId}/verified` (`verifyUser`).
 * @throws {ApiError} 403 for non-administrators.
 */
export function verifyUserMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('verifyUser'),
    mutationFn: ({ userId, ...body }: JsonBody<'verifyUser'> & { userId: number }) =>
      unwrap(
        api.main.POST('/api/v1/users/{userId}/verified', {
          params: { path: { userId } },
          body: body as JsonBody<'verifyUser'>,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Assigns roles to a user (administrators): `POST /api/v1/users/{userId}/assign-roles` (`assignUserRoles`).
 * @throws {ApiError} 403 for non-administrators.
 */
export function assignUserRolesMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: accountKeys.mutation('assignUserRoles'),
    mutationFn: ({ userId, ...body }: JsonBody<'assignUserRoles'> & { userId: number }) =>
      unwrap(
        api.main.POST('/api/v1/users/{userId}/assign-roles', {
          params: { path: { userId } },
          body: body as JsonBody<'assignUserRoles'>,
        }),
      ).then((r) => r.data),
  });
}
