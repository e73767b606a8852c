import {
  InfiniteQueryObserver,
  MutationObserver,
  QueryClient,
  QueryObserver,
  type MutationObserverOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  bookmarksKeys,
  bookmarksQueryOptions,
  bookmarkVacancyMutationOptions,
  cancelUserInterviewMutationOptions,
  interviewsKeys,
  saveUserProfileMutationOptions,
  userInterviewsQueryOptions,
  createDepartmentMutationOptions,
  createJobApplicationMutationOptions,
  createJornadaClient,
  departmentsKeys,
  getDepartmentQueryOptions,
  applicationsKeys,
  listCompanyDepartmentsQueryOptions,
  listContainerLocationsQueryOptions,
  markNotificationReadMutationOptions,
  notificationCountQueryOptions,
  sanitizeProfile,
  unbookmarkVacancyMutationOptions,
  updateDepartmentMutationOptions,
  userJobApplicationsQueryOptions,
  vacanciesKeys,
  ticketsKeys,
  deleteTicketMutationOptions,
  getTicketQueryOptions,
  listTicketsInfiniteQueryOptions,
  searchTicketsQueryOptions,
  updateTicketMutationOptions,
  vacancyQueryOptions,
  type FetchLike,
} from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

let queryClient: QueryClient;
beforeEach(() => {
  server.received.length = 0;
  server.answer((req, res) =>
    req.method === 'DELETE'
      ? res.writeHead(204).end()
      : json(res, req.method === 'POST' ? 201 : 200, { data: { id: 1 }, meta: {} }),
  );
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
});

const api = () =>
  createJornadaClient({ origins: { main: server.origin }, getToken: () => 't', retry: false });

const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated ?? null;

describe('query keys', () => {
  it('are derived from the domain, the operation and its parameters', () => {
    expect(bookmarksKeys.listBookmarks({ page: 2 })).toEqual([
      'bookmarks',
      'list',
      'listBookmarks',
      { page: 2 },
    ]);
    expect(applicationsKeys.listUserJobApplications(5, { status: 'enviada' } as never)).toEqual([
      'applications',
      'list',
      'listUserJobApplications',
      { userId: 5, status: 'enviada' },
    ]);
    expect(departmentsKeys.getDepartment(3)).toEqual([
      'departments',
      'detail',
      'getDepartment',
      { departmentId: 3 },
    ]);
    expect(vacanciesKeys.searchVacancies({ q: 'chofer' })).toEqual([
      'vacancies',
      'list',
      'searchVacancies',
      { q: 'chofer' },
    ]);
  });

  it("put a resource's searches under its list prefix, and details under the detail prefix", () => {
    expect(ticketsKeys.searchTickets({ q: 'frenos' }).slice(0, 2)).toEqual(ticketsKeys.lists());
    expect(ticketsKeys.getTicket(4).slice(0, 2)).toEqual(ticketsKeys.details());
    expect(ticketsKeys.lists().slice(0, 1)).toEqual(ticketsKeys.all);
  });
});

describe('queries', () => {
  it('resolve to the page of a paginated list and to `data` of a detail', async () => {
    server.answer((_req, res) => json(res, 200, { data: [{ id: 9 }], meta: { current_page: 1 } }));
    const page = await queryClient.fetchQuery(bookmarksQueryOptions(api(), { page: 1 }));
    expect(page).toEqual({ data: [{ id: 9 }], meta: { current_page: 1 } });
    server.answer((_req, res) => json(res, 200, { data: { id: 4, title: 'Chofer' } }));
    await expect(queryClient.fetchQuery(vacancyQueryOptions(api(), 4))).resolves.toEqual({
      id: 4,
      title: 'Chofer',
    });
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/v1/bookmarks?page=1',
      '/api/v1/vacancies/4',
    ]);
  });

  it('reject with ApiError', async () => {
    server.answer((_req, res) => json(res, 404, { message: 'La vacante no existe.' }));
    const error = await queryClient
      .fetchQuery(vacancyQueryOptions(api(), 99))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'La vacante no existe.' });
  });

  it('pass the signal through: cancelling the query aborts the request', async () => {
    const signals: AbortSignal[] = [];
    const recording: FetchLike = (request, init) => {
      signals.push(request.signal);
      return fetch(request, init);
    };
    server.answer(() => undefined); // never answers
    const client = createJornadaClient({
      origins: { main: server.origin },
      fetch: recording,
      retry: false,
    });
    const options = notificationCountQueryOptions(client);
    const pending = queryClient.fetchQuery(options).catch((e: unknown) => e);
    while (server.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await pending;
    expect(signals[0]?.aborted).toBe(true);
  });

  it('infinite lists ask for the next page until meta.last_page', async () => {
    server.answer((req, res) => {
      const page = Number(new URL(req.url!, 'http://x').searchParams.get('page'));
      json(res, 200, { data: [{ id: page }], meta: { current_page: page, last_page: 2 } });
    });
    const options = listTicketsInfiniteQueryOptions(api(), { status: 'open' } as never);
    const observer = new InfiniteQueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    const second = await observer.fetchNextPage();
    expect(second.data?.pages.map((p) => p.data[0]?.id)).toEqual([1, 2]);
    expect(second.hasNextPage).toBe(false);
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/v1/tickets?status=open&page=1',
      '/api/v1/tickets?status=open&page=2',
    ]);
    unsubscribe();
  });

  it('send `page` of container locations only when it is not 1', async () => {
    await queryClient.fetchQuery(listContainerLocationsQueryOptions(api(), 8, { page: 1 }));
    await queryClient.fetchQuery(listContainerLocationsQueryOptions(api(), 8, { page: 2 }));
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/v1/containers/8/locations',
      '/api/v1/containers/8/locations?page=2',
    ]);
  });
});

describe('mutations invalidate the lists they change', () => {
  function mutate<D, V>(options: MutationObserverOptions<D, ApiError, V>, variables: NoInfer<V>) {
    return new MutationObserver(queryClient, options).mutate(variables);
  }

  it('bookmarking and unbookmarking invalidate bookmark lists, not vacancy details', async () => {
    const client = api();
    await queryClient.fetchQuery(bookmarksQueryOptions(client));
    await queryClient.fetchQuery(vacancyQueryOptions(client, 1));
    expect(invalidated(bookmarksKeys.listBookmarks())).toBe(false);
    await mutate(bookmarkVacancyMutationOptions(client, queryClient), 1);
    expect(invalidated(bookmarksKeys.listBookmarks())).toBe(true);
    expect(invalidated(vacanciesKeys.getVacancy(1))).toBe(false);

    await queryClient.fetchQuery(bookmarksQueryOptions(client));
    await mutate(unbookmarkVacancyMutationOptions(client, queryClient), 1);
    expect(invalidated(bookmarksKeys.listBookmarks())).toBe(true);
    expect(server.received.map((r) => `${r.method} ${r.url}`)).toContain(
      'DELETE /api/v1/bookmark-vacancy/1',
    );
  });

  it('applying invalidates the user application lists and vacancy lists', async () => {
    const client = api();
    await queryClient.fetchQuery(userJobApplicationsQueryOptions(client, 5));
    await mutate(createJobApplicationMutationOptions(client, queryClient), {
      vacancy_id: 1,
    } as never);
    expect(invalidated(applicationsKeys.listUserJobApplications(5))).toBe(true);
  });

  it('an active list query is refetched after a create', async () => {
    const client = api();
    const observer = new QueryObserver(queryClient, listCompanyDepartmentsQueryOptions(client, 2));
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    const gets = () => server.received.filter((r) => r.method === 'GET').length;
    const before = gets();
    await mutate(createDepartmentMutationOptions(client, queryClient), {
      companyId: 2,
      name: 'Patio',
    } as never);
    expect(server.received.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/v1/companies/2/departments',
      body: '{"name":"Patio"}',
    });
    expect(gets()).toBe(before + 1);
    unsubscribe();
  });

  it('an update invalidates lists and details of its domain', async () => {
    const client = api();
    await queryClient.fetchQuery(listCompanyDepartmentsQueryOptions(client, 2));
    await queryClient.fetchQuery(getDepartmentQueryOptions(client, 3));
    await mutate(updateDepartmentMutationOptions(client, queryClient), {
      departmentId: 3,
      name: 'Taller',
    } as never);
    expect(invalidated(departmentsKeys.listCompanyDepartments(2))).toBe(true);
    expect(invalidated(departmentsKeys.getDepartment(3))).toBe(true);
    expect(server.received.at(-1)).toMatchObject({ method: 'PUT', url: '/api/v1/departments/3' });
  });

  it('marking a notification read invalidates the unread count', async () => {
    const client = createJornadaClient({ origins: { main: server.origin }, retry: false });
    await queryClient.fetchQuery(notificationCountQueryOptions(client));
    await mutate(markNotificationReadMutationOptions(client, queryClient), {
      notificationId: 6,
      read: true,
    } as never);
    expect(invalidated(notificationCountQueryOptions(client).queryKey)).toBe(true);
    expect(server.received.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/notifications-api/v1/notifications/6',
    });
  });

  it("an update invalidates the resource's searches and the record's detail, not other records", async () => {
    const client = api();
    await queryClient.fetchQuery(searchTicketsQueryOptions(client, { q: 'frenos' }));
    await queryClient.fetchQuery(getTicketQueryOptions(client, 4));
    await queryClient.fetchQuery(getTicketQueryOptions(client, 5));
    await mutate(updateTicketMutationOptions(client, queryClient), {
      ticketId: 4,
      title: 'Frenos',
    } as never);
    expect(invalidated(ticketsKeys.searchTickets({ q: 'frenos' }))).toBe(true);
    expect(invalidated(ticketsKeys.getTicket(4))).toBe(true);
    expect(invalidated(ticketsKeys.getTicket(5))).toBe(false);
  });

  it("a delete removes the record's cached detail and invalidates the lists", async () => {
    const client = api();
    await queryClient.fetchQuery(getTicketQueryOptions(client, 4));
    await queryClient.fetchInfiniteQuery(listTicketsInfiniteQueryOptions(client));
    await mutate(deleteTicketMutationOptions(client, queryClient), 4);
    expect(queryClient.getQueryState(ticketsKeys.getTicket(4))).toBeUndefined();
    expect(invalidated([...ticketsKeys.listTickets({}), 'infinite'])).toBe(true);
    expect(server.received.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/v1/tickets/4' });
  });

  it('a failing mutation rejects with ApiError and invalidates nothing', async () => {
    const client = api();
    await queryClient.fetchQuery(bookmarksQueryOptions(client));
    server.answer((_req, res) => json(res, 409, { message: 'Ya guardaste esta vacante.' }));
    const error = await mutate(bookmarkVacancyMutationOptions(client, queryClient), 1).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 409,
      message: 'Ya guardaste esta vacante.',
    });
    expect(invalidated(bookmarksKeys.listBookmarks())).toBe(false);
  });
});

describe('job-seeker mutations', () => {
  it('saving a profile sends the sanitised draft, POST to create and PUT to replace', async () => {
    const client = api();
    const options = saveUserProfileMutationOptions(client, queryClient);
    const profile = { job_category: 3, job_title: 'Chofer', description: null };
    await new MutationObserver(queryClient, options).mutate({ userId: 5, create: true, profile });
    await new MutationObserver(queryClient, options).mutate({ userId: 5, profile });
    expect(server.received.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      ['POST', '/api/v1/users/5/profile', { job_title: 'Chofer', min_salary: 0, max_salary: 0 }],
      ['PUT', '/api/v1/users/5/profile', { job_title: 'Chofer', min_salary: 0, max_salary: 0 }],
    ]);
  });

  it("cancelling a requested interview is a POST with _method DELETE (the spec's POST-destroy)", async () => {
    const client = api();
    await queryClient.fetchQuery(userInterviewsQueryOptions(client, 5));
    await new MutationObserver(
      queryClient,
      cancelUserInterviewMutationOptions(client, queryClient),
    ).mutate({
      userId: 5,
      vacancyId: 9,
      reason: 'Ya encontré trabajo.',
    });
    expect(server.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/users/5/interviews/9',
    });
    expect(JSON.parse(server.received.at(-1)!.body)).toEqual({
      _method: 'DELETE',
      reason: 'Ya encontré trabajo.',
    });
    expect(invalidated(interviewsKeys.listUserInterviews(5))).toBe(true);
  });
});

describe('sanitizeProfile', () => {
  it('drops job_category and null fields and defaults the salaries to 0', () => {
    expect(
      sanitizeProfile({
        job_category: { id: 1 },
        description: null,
        job_title: 'Chofer',
        min_salary: null,
      }),
    ).toEqual({
      job_title: 'Chofer',
      min_salary: 0,
      max_salary: 0,
    });
    expect(sanitizeProfile({ min_salary: 1_500_000, max_salary: 2_000_000 })).toEqual({
      min_salary: 1_500_000,
      max_salary: 2_000_000,
    });
  });

  it('given the saved profile, clears the fields emptied since and still drops the ones never set (decision 33)', () => {
    const saved = { state_id: 14, driver_license: 'B', job_title: 'Chofer', address: '' };
    expect(
      sanitizeProfile(
        {
          state_id: null,
          municipality_id: null,
          driver_license: null,
          job_title: null,
          address: null,
          description: null,
        },
        saved,
      ),
    ).toEqual({
      state_id: null,
      driver_license: null,
      job_title: '',
      min_salary: 0,
      max_salary: 0,
    });
    expect(sanitizeProfile({ state_id: 9, job_title: 'Operador' }, saved)).toEqual({
      state_id: 9,
      job_title: 'Operador',
      min_salary: 0,
      max_salary: 0,
    });
  });
});
