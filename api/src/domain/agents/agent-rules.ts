/**
 * The agent directory's vocabulary (/agents, /agents/register, the admin's applications): the three
 * kinds of professional the spec's Agents menu names, the registration's fields and messages.
 *
 * A property manager is an agent who looks after homes to let: either one who chose it when
 * registering, or — for accounts that never registered — an agent whose live listings are more than
 * half rentals (rent, PG, commercial for rent). See directory-rules.ts `classify`.
 */
export const AGENT_TYPES = ['agent', 'property-manager', 'builder'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const AGENT_TYPE_LABELS: Record<AgentType, string> = {
  agent: 'Real estate agent',
  'property-manager': 'Property manager',
  builder: 'Builder',
};

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const COMPANY_MAX = 80;
export const LOCALITIES_MAX = 8;
export const LOCALITY_MAX = 60;
export const REJECTION_MAX = 300;

/**
 * RERA registration numbers differ by state (HRERA-PKL-REA-1234-2024, UPRERAAGT12345,
 * DLRERA2024A01234, A51800012345): letters and digits with / - . _ or spaces between, 5–40 long.
 */
export const RERA_RE = /^[A-Za-z0-9][A-Za-z0-9/_. -]{3,38}[A-Za-z0-9]$/;

export const AGENT_MESSAGES = {
  type: 'Choose agent, property manager or builder.',
  companyName: 'Enter your company or firm name.',
  companyMax: `Keep the company name under ${COMPANY_MAX} characters.`,
  // Spec part 3 §5, word for word.
  reraRequired: 'RERA ID is required for Agent/Builder.',
  reraFormat: 'Enter your RERA registration number as issued, e.g. HRERA-PKL-REA-1234-2024.',
  city: 'Choose the city you work in.',
  localities: `Name 1 to ${LOCALITIES_MAX} localities you work in, each under ${LOCALITY_MAX} characters.`,
  publishPhone: 'Add a mobile number to your profile before publishing it.',
  decision: 'Choose approve or reject.',
  reason: `Give the applicant a reason (up to ${REJECTION_MAX} characters).`,
} as const;
