import { describe, expect, it } from 'vitest';
import { isSeekerOfflineQuery } from '../features/seeker-offline/seeker-cache.ts';
import { savedAfterQueue, type SeekerChange } from './seeker-outbox.ts';

describe('savedAfterQueue', () => {
  const queue: SeekerChange[] = [
    { type: 'bookmark', vacancyId: 7 },
    { type: 'confirmInterview', interviewId: 3 },
    { type: 'unbookmark', vacancyId: 7 },
    { type: 'bookmark', vacancyId: 9 },
  ];

  it('is the last queued wish for that vacancy, whatever the server said', () => {
    expect(savedAfterQueue(queue, 7, true)).toBe(false);
    expect(savedAfterQueue(queue, 9, false)).toBe(true);
  });

  it('is what the server said when nothing waits for that vacancy', () => {
    expect(savedAfterQueue(queue, 11, true)).toBe(true);
    expect(savedAfterQueue([], 11, false)).toBe(false);
  });
});

describe('isSeekerOfflineQuery', () => {
  it('keeps the saved vacancies, applications, interviews, profile and opened vacancies', () => {
    for (const operation of [
      'listBookmarks',
      'listUserJobApplications',
      'listUserInterviews',
      'getUserProfile',
      'getVacancy',
    ])
      expect(isSeekerOfflineQuery({ queryKey: ['x', 'list', operation, {}] }), operation).toBe(
        true,
      );
  });

  it('does not keep searches or anything else', () => {
    expect(isSeekerOfflineQuery({ queryKey: ['vacancies', 'list', 'searchVacancies', {}] })).toBe(
      false,
    );
    expect(isSeekerOfflineQuery({ queryKey: ['auth', 'getCurrentUser'] })).toBe(false);
  });
});
