import type { AuthUser } from '../api/auth-api';

const roleLabel = (u: AuthUser) => {
  const role = u.roleName ?? u.role;
  return role.charAt(0).toUpperCase() + role.slice(1);
};
const formatMobile = (m: string | undefined) =>
  m && m.length === 10 ? `+91 ${m.slice(0, 5)} ${m.slice(5)}` : '—';

/** The server keeps a requested number on its holder's account until they agree (issue 13). */
const mobileText = (u: AuthUser) => {
  const asked = u.mobileAwaitingConsent;
  if (u.mobile || !asked) return formatMobile(u.mobile);
  const day = new Date(asked.completesAt).toLocaleDateString('en-IN', { dateStyle: 'medium' });
  return `${formatMobile(asked.mobile)} — awaiting its current holder's consent (moves on ${day} unless they refuse)`;
};

/** Who is signed in: name, email, mobile and role, as the server last confirmed them. */
export function ProfileSummary({ user }: { user: AuthUser }) {
  return (
    <section className="profile-card" aria-label="Account details">
      <dl className="profile-details">
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{mobileText(user)}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{roleLabel(user)}</dd>
        </div>
      </dl>
    </section>
  );
}
