/**
 * Issue 19: every admin page is reachable from the admin dashboard's tool list and from the admin
 * entries of the profile menu. Pages that need an id or are a step inside another tool are reached
 * from that tool (listed below with it), never typed in.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_TOOLS } from '../../features/admin/dashboard/admin-tools';
import { pageRoutes } from '../routes/route-table';
import { adminLinks } from './menus';

/** Admin pages opened from inside another admin page, with the page that links them. */
const REACHED_FROM: Record<string, string> = {
  '/admin-dashboard': 'the profile menu (it is the dashboard itself)',
  '/admin/blogs/new': '/admin/blogs',
  '/admin/projects/new': '/admin/projects (New project)',
};

const standalone = pageRoutes
  .filter((r) => r.guard === 'admin' && !r.path.includes(':'))
  .map((r) => r.path)
  .filter((path) => !(path in REACHED_FROM));

describe('admin pages are reachable', () => {
  it.each(standalone)('%s is on the dashboard', (path) => {
    expect(ADMIN_TOOLS.map((t) => t.to)).toContain(path);
  });

  it.each(standalone)('%s is in the profile menu’s admin entries', (path) => {
    expect(adminLinks.map((l) => l.to)).toContain(path);
  });
});
