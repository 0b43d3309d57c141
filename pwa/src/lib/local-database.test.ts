import { describe, expect, it } from 'vitest';
import { DB_NAME } from '../db/db';
import { LOCAL_DB_NAME } from './local-database';

describe('local database', () => {
  it('looks for the database the app really opens', () => {
    expect(LOCAL_DB_NAME).toBe(DB_NAME);
  });
});
