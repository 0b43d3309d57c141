import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  applicationText,
  blankApplication,
  checkApplication,
  mobileDigits,
  readApplication,
  todayIso,
  type RentalApplication,
} from './rental-application';
import { DOCUMENT_IDS, DOCUMENT_LABELS } from './rental-documents';

const TODAY = '2026-11-29';
const filled = (over: Partial<RentalApplication> = {}): RentalApplication => ({
  ...blankApplication(),
  name: 'Priya Sharma',
  mobile: '98765 43210',
  email: 'priya@example.com',
  occupation: 'salaried',
  organisation: 'Acme Analytics',
  income: '1l-2l',
  household: 'professionals',
  occupants: 2,
  moveIn: '2027-01-01',
  stay: '11m',
  pets: 'no',
  ...over,
});

describe('the mobile rule: 10 digits starting 6–9', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['5876543210', null], // starts with 5
    ['987654321', null], // 9 digits
    ['98765432100', null], // 11 digits, not a leading 0
  ])('%s → %s', (typed, digits) => {
    expect(mobileDigits(typed)).toBe(digits);
  });
});

describe('checking an application', () => {
  it('a complete one has no errors; email is optional', () => {
    expect(checkApplication(filled(), TODAY)).toEqual({});
    expect(checkApplication(filled({ email: '' }), TODAY)).toEqual({});
  });

  it('names every missing or wrong answer with its message', () => {
    expect(checkApplication(blankApplication(), TODAY)).toEqual({
      name: MESSAGES.name,
      mobile: MESSAGES.mobile,
      occupation: MESSAGES.occupation,
      household: MESSAGES.household,
      moveIn: MESSAGES.moveIn,
      stay: MESSAGES.stay,
      pets: MESSAGES.pets,
    });
    expect(checkApplication(filled({ email: 'priya@', mobile: '12345' }), TODAY)).toEqual({
      email: MESSAGES.email,
      mobile: MESSAGES.mobile,
    });
  });

  it('a move-in date before today is refused; today is fine', () => {
    expect(checkApplication(filled({ moveIn: '2026-11-28' }), TODAY).moveIn).toBe(MESSAGES.moveInPast);
    expect(checkApplication(filled({ moveIn: TODAY }), TODAY).moveIn).toBeUndefined();
  });

  it("today is the device's local date", () => {
    expect(todayIso(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});

describe('the text sent to an owner', () => {
  it('one fact a line, only what was answered, the ticked documents last', () => {
    const text = applicationText(
      filled({ note: 'Moving for a new job nearby.', docs: ['id-proof', 'income'] }),
      DOCUMENT_LABELS,
    );
    expect(text).toBe(
      [
        'Rental application: Priya Sharma',
        'Mobile: 98765 43210',
        'Email: priya@example.com',
        'Occupation: Salaried at Acme Analytics',
        'Monthly household income: ₹1–2 lakh',
        'Who will live there: Working professionals sharing, 2 people',
        'Move-in from: 1 Jan 2027',
        'Planned stay: 11 months',
        'Pets: none',
        '',
        'Moving for a new job nearby.',
        '',
        'Documents ready: ID proof, Proof of income',
      ].join('\n'),
    );
  });

  it('leaves out what is not answered', () => {
    const text = applicationText(
      { ...blankApplication(), name: 'Ravi', occupation: 'self-employed', pets: 'yes', petsNote: 'a cat' },
      DOCUMENT_LABELS,
    );
    expect(text).toBe(
      ['Rental application: Ravi', 'Occupation: Self-employed', 'Pets: yes (a cat)'].join('\n'),
    );
  });
});

describe('reading the stored copy', () => {
  it('keeps valid answers and drops malformed ones field by field', () => {
    const a = readApplication(
      {
        name: 'Priya',
        occupation: 'astronaut',
        occupants: 40,
        moveIn: '1 Jan',
        pets: 'yes',
        docs: ['pan', 'passport-of-someone-else'],
        note: 'x'.repeat(900),
      },
      DOCUMENT_IDS,
    );
    expect(a).toMatchObject({
      name: 'Priya',
      occupation: '',
      occupants: 12,
      moveIn: '',
      pets: 'yes',
      docs: ['pan'],
    });
    expect(a.note).toHaveLength(500);
  });
});
