import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toAuthUser } from '../../../lib/auth/to-auth-user';
import { type AuthUser, type ProfilePatch, patchProfile } from '../api/auth-api';
import { pendingProfileEdit, queueProfileEdit } from '../../../lib/outbox/profile-edits';
import { useSessionStore } from '../../../lib/session/session-store';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  country: string;
}

export type SaveResult =
  | { kind: 'saved' }
  | { kind: 'queued' }
  | { kind: 'error'; message: string; fields?: Record<string, string> };

/** Only what changed, trimmed; a blank optional field is not sent (the server refuses blanks). */
export function profilePatchOf(user: AuthUser, values: ProfileValues): ProfilePatch {
  const patch: ProfilePatch = {};
  for (const key of ['firstName', 'lastName', 'country'] as const) {
    const value = values[key].trim();
    if (value && value !== (user[key] ?? '')) patch[key] = value;
  }
  return patch;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Saves the profile: online through PATCH /api/auth/profile; offline (or when the request cannot
 * reach the server) into the device outbox, shown at once and sent later (lib/outbox/profile-edits.ts).
 */
export function useSaveProfile(user: AuthUser) {
  const [saving, setSaving] = useState(false);
  const updateUser = useSessionStore((s) => s.updateUser);

  const keepOnDevice = async (patch: ProfilePatch): Promise<SaveResult> => {
    const earlier = await pendingProfileEdit(user.id).catch(() => undefined);
    const merged = { ...((earlier?.status === 'queued' ? earlier.body : {}) as ProfilePatch), ...patch };
    await queueProfileEdit(user.id, merged);
    const firstName = merged.firstName ?? user.firstName;
    const lastName = merged.lastName ?? user.lastName;
    const name = [firstName, lastName].filter(Boolean).join(' ') || user.name;
    await updateUser({ ...user, ...merged, name });
    return { kind: 'queued' };
  };

  const save = async (patch: ProfilePatch): Promise<SaveResult> => {
    setSaving(true);
    try {
      if (offline()) return await keepOnDevice(patch);
      const answer = await patchProfile(patch);
      await updateUser(toAuthUser(answer.user));
      return { kind: 'saved' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return await keepOnDevice(patch);
      if (error instanceof ApiError) return { kind: 'error', message: error.message, fields: error.fields };
      return { kind: 'error', message: 'Could not save your profile on this device.' };
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
