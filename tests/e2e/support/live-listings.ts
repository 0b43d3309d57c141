/**
 * Live listings made for a spec through the API, as a poster and an admin would: each posted with
 * one photo and approved with ONE admin session (sign-in codes are limited per address and client,
 * so a spec posting several listings must not sign the admin in for each).
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer, makePhoto, upload, type User } from './posting';

export async function postApproved(
  page: Page,
  request: APIRequestContext,
  poster: { user: User; token: string },
  adminToken: string,
  fields: Record<string, unknown>,
): Promise<{ id: string; url: string; title: string }> {
  const photo = await makePhoto(page, 'home.jpg', 320, 240);
  const uploaded = await upload(request, poster.token, photo, `pa-${crypto.randomUUID()}`);
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const created = await request.post('/api/user-properties', {
    headers: { ...bearer(poster.token), 'Idempotency-Key': `pa-${crypto.randomUUID()}` },
    data: {
      contactName: poster.user.name,
      contactPhone: poster.user.mobile,
      contactEmail: poster.user.email,
      userType: 'owner',
      ...fields,
      photos: [url],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await request.post(`/api/admin/listings/${id}/approve`, { headers: bearer(adminToken) });
  expect(approved.status(), await approved.text()).toBe(200);
  const detail = (await (await request.get(`/api/listings/${id}`)).json()) as { url: string; title: string };
  return { id, url: detail.url, title: detail.title };
}
