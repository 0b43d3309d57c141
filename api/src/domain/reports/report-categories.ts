/** The six report categories (spec part 2 §3 Report). Pure: shared by the API and the PWA. */
export const REPORT_CATEGORIES = [
  'Possession Delay',
  'Construction Quality',
  'Hidden Charges',
  'Amenities',
  'RERA Violation',
  'Infrastructure',
] as const;
export type ReportCategoryName = (typeof REPORT_CATEGORIES)[number];

export const VOTE_DIRECTIONS = ['up', 'down', 'none'] as const;
export type VoteDirection = (typeof VOTE_DIRECTIONS)[number];
