import { describe, expect, it } from 'vitest';
import { grantAs, memberOf } from './grant.ts';

describe('the access grant', () => {
  describe('given a way in', () => {
    it('names the side: employees and drivers are the workforce, the rest their own side', () => {
      expect(grantAs('staff', false).side).toBe('staff');
      expect(grantAs('employee', false).side).toBe('workforce');
      expect(grantAs('driver', false).side).toBe('workforce');
      expect(grantAs('owner', false).side).toBe('owner');
      expect(grantAs('applicant', false).side).toBe('applicant');
      expect(grantAs('admin', true)).toEqual({ as: 'admin', side: 'admin', isAdmin: true });
    });

    it('keeps the company and the record it was granted for', () => {
      const grant = grantAs('staff', true, { companyId: 7, record: { companyId: 7 } });
      expect(grant).toEqual({
        as: 'staff',
        side: 'staff',
        isAdmin: true,
        companyId: 7,
        record: { companyId: 7 },
      });
    });
  });

  describe('when a handler asks whether the caller belongs to a company (memberOf)', () => {
    it('answers from the companies the declaration asked for', () => {
      const grant = grantAs('self', false, { memberOf: [3, 5] });
      expect(memberOf(grant, 5)).toBe(true);
      expect(memberOf(grant, 4)).toBe(false);
    });

    it('fails loudly when the declaration has no memberOf (a contract mistake)', () => {
      expect(() => memberOf(grantAs('self', false), 5)).toThrow(/memberOf/);
    });
  });
});
