/**
 * The report card as a phone user reads it: the score's colour band (15 and above red, 10 and above
 * orange, spec part 2 §2), the reading time the API computed (description length / 200 rounded up),
 * the age as §9 writes it, and links to the report and to its project by slug.
 */
import type { Report } from '@propai/api/wire';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReportCard } from './report-card';
import { ScoreBadge } from './score-badge';

const DAY = 86_400_000;
const report = (over: Partial<Report> = {}): Report => ({
  id: 'r1',
  title: 'Possession pushed again',
  category: 'Possession Delay',
  description: 'x'.repeat(450),
  score: 12,
  upVotes: 14,
  downVotes: 2,
  projectId: 'p1',
  projectName: 'Aster Heights',
  projectSlug: 'aster-heights',
  developerName: 'Orbit Developers',
  location: 'Sector 150, Noida',
  readingMinutes: 3,
  createdAt: new Date(Date.now() - 3 * DAY).toISOString(),
  ...over,
});

describe('ScoreBadge', () => {
  it.each([
    [0, 'plain'],
    [9, 'plain'],
    [10, 'orange'],
    [14, 'orange'],
    [15, 'red'],
    [33, 'red'],
  ])('score %i is %s', (score, band) => {
    render(<ScoreBadge score={score} />);
    const badge = screen.getByText(`Score ${score}`);
    expect(badge.dataset.band).toBe(band);
    expect(badge.className).toContain(`report-score-${band}`);
  });
});

describe('ReportCard', () => {
  it('shows reading time, age, votes and links to the report and its project', () => {
    render(
      <MemoryRouter>
        <ReportCard report={report()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('3 min read')).toBeTruthy();
    expect(screen.getByText('3d ago')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Possession pushed again' }).getAttribute('href')).toBe(
      '/reports/r1',
    );
    expect(screen.getByRole('link', { name: 'Aster Heights' }).getAttribute('href')).toBe(
      '/projects/aster-heights',
    );
    expect(screen.getByLabelText('14 up-votes, 2 down-votes')).toBeTruthy();
    expect(screen.getByText('Score 12').dataset.band).toBe('orange');
  });

  it('counts age in weeks and months as §9 does, and links the project by id without a slug', () => {
    render(
      <MemoryRouter>
        <ReportCard
          report={report({ createdAt: new Date(Date.now() - 45 * DAY).toISOString(), projectSlug: null })}
        />
        <ReportCard report={report({ id: 'r2', createdAt: new Date(Date.now() - 10 * DAY).toISOString() })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('2mo ago')).toBeTruthy();
    expect(screen.getByText('1w ago')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Aster Heights' })[0]!.getAttribute('href')).toBe(
      '/projects/p1',
    );
  });
});
