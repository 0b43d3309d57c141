/**
 * The rental application's questions, in cards a thumb works through: chips for every choice, a
 * stepper for the number of people, the phone's own keypads for the mobile and email, its own date
 * picker for the move-in date. An error shows under its field once the field has been left or the
 * tenant tried to share.
 */
import type { ReactNode } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import {
  HOUSEHOLDS,
  INCOMES,
  NOTE_MAX,
  OCCUPANTS_MAX,
  OCCUPATIONS,
  STAYS,
  TEXT_MAX,
  organisationLabel,
  type ApplicationErrors,
  type ApplicationField,
  type RentalApplication,
} from '../domain/rental-application';

type Update = (patch: Partial<RentalApplication>) => void;

interface Props {
  app: RentalApplication;
  update: Update;
  errors: ApplicationErrors;
  /** A field was left: its error may show from now on. */
  onLeave: (field: ApplicationField) => void;
  today: string;
}

const errorId = (f: string) => `ra-${f}-error`;

function Err({ field, errors }: { field: ApplicationField; errors: ApplicationErrors }) {
  const message = errors[field];
  return message ? (
    <p className="post-field-error" id={errorId(field)}>
      {message}
    </p>
  ) : null;
}

function Choice({
  field,
  label,
  errors,
  children,
}: {
  field: ApplicationField | 'income';
  label: string;
  errors: ApplicationErrors;
  children: ReactNode;
}) {
  const error = field !== 'income' ? errors[field] : undefined;
  return (
    <fieldset className="tl-q" id={`ra-${field}`} aria-describedby={error ? errorId(field) : undefined}>
      <legend>{label}</legend>
      {children}
      {field !== 'income' && <Err field={field} errors={errors} />}
    </fieldset>
  );
}

function TextField({
  field,
  label,
  hint,
  app,
  update,
  errors,
  onLeave,
  type = 'text',
  inputMode,
  autoComplete,
}: {
  field: 'name' | 'mobile' | 'email' | 'organisation' | 'petsNote';
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'tel' | 'email' | 'text';
  autoComplete?: string;
} & Omit<Props, 'today'>) {
  const checked = field === 'name' || field === 'mobile' || field === 'email';
  const error = checked ? errors[field] : undefined;
  const describedBy = [error ? errorId(field) : '', hint ? `ra-${field}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="post-field tl-text-field">
      <label htmlFor={`ra-${field}`}>{label}</label>
      {hint && (
        <p className="post-hint" id={`ra-${field}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={`ra-${field}`}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        value={app[field]}
        maxLength={field === 'email' ? 254 : field === 'mobile' ? 20 : TEXT_MAX}
        onChange={(e) => update({ [field]: e.target.value })}
        onBlur={() => checked && onLeave(field)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
      />
      {checked && <Err field={field} errors={errors} />}
    </div>
  );
}

export function ApplicationFields({ app, update, errors, onLeave, today }: Props) {
  const common = { app, update, errors, onLeave };
  return (
    <>
      <section className="post-section tl-form-card" aria-labelledby="ra-you">
        <h2 id="ra-you">About you</h2>
        <div className="tl-form-body">
          <TextField field="name" label="Full name" autoComplete="name" {...common} />
          <TextField
            field="mobile"
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint="10 digits; the owner calls or messages you here."
            {...common}
          />
          <TextField
            field="email"
            label="Email (optional)"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...common}
          />
        </div>
      </section>

      <section className="post-section tl-form-card" aria-labelledby="ra-work">
        <h2 id="ra-work">Work and income</h2>
        <div className="tl-form-body">
          <Choice field="occupation" label="What you do" errors={errors}>
            <ChoiceChips
              label="What you do"
              multiple={false}
              options={OCCUPATIONS}
              value={app.occupation}
              onChange={(v) => {
                update({ occupation: String(v) as RentalApplication['occupation'] });
                onLeave('occupation');
              }}
            />
          </Choice>
          <TextField
            field="organisation"
            label={`${organisationLabel(app.occupation)} (optional)`}
            autoComplete="organization"
            {...common}
          />
          <Choice field="income" label="Monthly household income (optional)" errors={errors}>
            <ChoiceChips
              label="Monthly household income"
              multiple={false}
              options={INCOMES}
              value={app.income}
              onChange={(v) =>
                update({ income: (v === app.income ? '' : String(v)) as RentalApplication['income'] })
              }
            />
          </Choice>
        </div>
      </section>

      <section className="post-section tl-form-card" aria-labelledby="ra-who">
        <h2 id="ra-who">Who will live there</h2>
        <div className="tl-form-body">
          <Choice field="household" label="Household" errors={errors}>
            <ChoiceChips
              label="Household"
              multiple={false}
              options={HOUSEHOLDS}
              value={app.household}
              onChange={(v) => {
                update({ household: String(v) as RentalApplication['household'] });
                onLeave('household');
              }}
            />
          </Choice>
          <fieldset className="tl-q">
            <legend>Number of people</legend>
            <div className="tl-stepper">
              <button
                type="button"
                className="tl-step"
                aria-label="One person fewer"
                disabled={app.occupants <= 1}
                onClick={() => update({ occupants: Math.max(1, app.occupants - 1) })}
              >
                −
              </button>
              <output aria-live="polite" data-testid="occupants">
                {app.occupants} {app.occupants === 1 ? 'person' : 'people'}
              </output>
              <button
                type="button"
                className="tl-step"
                aria-label="One person more"
                disabled={app.occupants >= OCCUPANTS_MAX}
                onClick={() => update({ occupants: Math.min(OCCUPANTS_MAX, app.occupants + 1) })}
              >
                +
              </button>
            </div>
          </fieldset>
          <Choice field="pets" label="Pets" errors={errors}>
            <ChoiceChips
              label="Pets"
              multiple={false}
              options={[
                { value: 'no', label: 'No pets' },
                { value: 'yes', label: 'Have pets' },
              ]}
              value={app.pets}
              onChange={(v) => {
                update({ pets: v === 'yes' ? 'yes' : 'no' });
                onLeave('pets');
              }}
            />
          </Choice>
          {app.pets === 'yes' && (
            <TextField field="petsNote" label="Which pets (optional)" hint="e.g. one small dog" {...common} />
          )}
        </div>
      </section>

      <section className="post-section tl-form-card" aria-labelledby="ra-move">
        <h2 id="ra-move">The move</h2>
        <div className="tl-form-body">
          <div className="post-field tl-text-field">
            <label htmlFor="ra-moveIn">Move-in date</label>
            <input
              id="ra-moveIn"
              type="date"
              min={today}
              value={app.moveIn}
              onChange={(e) => update({ moveIn: e.target.value })}
              onBlur={() => onLeave('moveIn')}
              aria-invalid={Boolean(errors.moveIn)}
              aria-describedby={errors.moveIn ? errorId('moveIn') : undefined}
            />
            <Err field="moveIn" errors={errors} />
          </div>
          <Choice field="stay" label="How long you plan to stay" errors={errors}>
            <ChoiceChips
              label="How long you plan to stay"
              multiple={false}
              options={STAYS}
              value={app.stay}
              onChange={(v) => {
                update({ stay: String(v) as RentalApplication['stay'] });
                onLeave('stay');
              }}
            />
          </Choice>
          <div className="post-field tl-text-field tl-wide">
            <label htmlFor="ra-note">A note to the owner (optional)</label>
            <textarea
              id="ra-note"
              rows={3}
              maxLength={NOTE_MAX}
              value={app.note}
              onChange={(e) => update({ note: e.target.value })}
              placeholder="e.g. Moving for a new job nearby; non-smokers; happy to sign a longer agreement."
              aria-describedby="ra-note-count"
            />
            <p className="post-hint" id="ra-note-count">
              {app.note.length} of {NOTE_MAX} characters
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
