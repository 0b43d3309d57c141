import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness';

describe('profile completeness (spec part 1 §3)', () => {
  it('counts email, first and last name as required and country as optional', () => {
    expect(
      profileCompleteness({ email: 'a@b.in', firstName: 'Asha', lastName: 'Verma', country: 'India' }),
    ).toEqual({ percent: 100, missing: [], complete: true });
    expect(profileCompleteness({ email: 'a@b.in', firstName: 'Asha', lastName: 'Verma' })).toEqual({
      percent: 90,
      missing: ['country'],
      complete: true,
    });
    expect(profileCompleteness({ email: 'a@b.in', firstName: 'Asha', lastName: ' ', country: null })).toEqual(
      {
        percent: 60,
        missing: ['lastName', 'country'],
        complete: false,
      },
    );
    expect(profileCompleteness({})).toEqual({
      percent: 0,
      missing: ['email', 'firstName', 'lastName', 'country'],
      complete: false,
    });
  });
});
