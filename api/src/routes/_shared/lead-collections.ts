/** Where callback requests and contact reveals are stored: leads routes, the admin dashboard, account data. */
export const LEADS = 'leads';
export const CONTACT_REVEALS = 'contact_reveals';
