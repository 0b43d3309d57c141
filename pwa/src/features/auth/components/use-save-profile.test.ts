import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../api/auth-api';
import { profilePatchOf } from './use-save-profile';

const user: AuthUser = {
  id: 'u1',
  name: 'Asha Verma',
  email: 'a@b.in',
  role: 'user',
  firstName: 'Asha',
  lastName: 'Verma',
  country: null,
};

describe('profilePatchOf', () => {
  it('sends only changed, trimmed, non-blank fields', () => {
    expect(profilePatchOf(user, { firstName: 'Asha', lastName: 'Verma', country: '' })).toEqual({});
    expect(profilePatchOf(user, { firstName: ' Asha ', lastName: 'Rao', country: ' India ' })).toEqual({
      lastName: 'Rao',
      country: 'India',
    });
  });
});
