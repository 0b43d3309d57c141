import { describe, expect, it } from 'vitest';
import { DB_NAME } from '../db/db';
import { SESSION_DB_NAME } from './session-start';

describe('session start', () => {
  it('looks for the database the app really opens', () => {
    expect(SESSION_DB_NAME).toBe(DB_NAME);
  });
});
