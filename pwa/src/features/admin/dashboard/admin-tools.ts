/**
 * Every admin tool, for the dashboard's tool list (and the tiles' targets). One list, so a new
 * admin page is added once and the dashboard links it.
 */
export interface AdminTool {
  to: string;
  label: string;
  description: string;
}

export const ADMIN_TOOLS: AdminTool[] = [
  {
    to: '/admin/listings',
    label: 'Listing moderation',
    description: 'Approve or reject posted listings; decide listings hidden by user reports.',
  },
  {
    to: '/admin/check-report',
    label: 'Community report check',
    description: 'Approve or reject reports buyers send about projects.',
  },
  {
    to: '/admin/login-attempts',
    label: 'Sign-in audit',
    description: 'Every code sent, checked and refused, and every mobile move.',
  },
  {
    to: '/survey-analytics',
    label: 'Survey analytics',
    description: 'What survey takers ask for, and how many sign up.',
  },
  {
    to: '/admin/new-accounts',
    label: 'New accounts',
    description: 'Accounts created in the last 7, 30 or 90 days, newest first.',
  },
  {
    to: '/admin/survey-leads',
    label: 'Survey leads',
    description: 'Survey sign-ups with their contact details; CSV export.',
  },
  {
    to: '/my-listings/leads',
    label: 'Project callback requests',
    description: 'Callback requests for projects, which every admin answers.',
  },
  {
    to: '/admin/projects',
    label: 'Projects',
    description: 'Start a project and edit its construction, escrow, legal record and cost sheet.',
  },
  {
    to: '/admin/projects/new',
    label: 'New project',
    description: 'Add a project: name, developer, city, locality and RERA id.',
  },
  {
    to: '/admin/blogs',
    label: 'Blog articles',
    description: 'Write, edit and publish articles and the weekly market pulse.',
  },
  {
    to: '/admin/agents',
    label: 'Agent registrations',
    description: 'Approve or reject agents, property managers and builders who asked to be listed.',
  },
];
