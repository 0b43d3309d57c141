import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PostPgPage from './post-pg-page';

// The spec's messages (part 3 §5), as the shared posting rules word them.
const CONTACT = 'Please fill your name, mobile and email.';
const PLACE = 'Please fill city and locality.';
const RENT = 'Please enter rent per month.';
const PHOTO = 'Please upload at least 1 photo.';
const MOBILE = 'Enter a valid 10-digit mobile number.';
const EMAIL = 'Enter a valid email address.';

const PHOTOS_LABEL = 'Photos (first one is the cover)';

async function openForm() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/post-pg']}>
      <PostPgPage />
    </MemoryRouter>,
  );
  const submit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Submit' });
  // The form is usable once the draft lookup has finished.
  await expect.poll(() => submit.disabled).toBe(false);
  return { user, submit };
}

/** The message shown in the field's own block, under its label (null when there is none). */
function messageBeside(label: string): string | null {
  const control = screen.getByLabelText(label);
  const field = control.closest('.post-field');
  if (!field) throw new Error(`no field block around "${label}"`);
  return field.querySelector('.post-field-error')?.textContent ?? null;
}

describe('PG posting form: validation messages', () => {
  it('shows no message before the first submit, then each rule’s message beside its field', async () => {
    const { user, submit } = await openForm();
    expect(screen.getByRole('heading', { name: 'Post a PG listing' })).toBeTruthy();
    expect(messageBeside('Your name')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(submit);

    expect(messageBeside('Your name')).toBe(CONTACT);
    expect(messageBeside('Mobile number')).toBe(CONTACT);
    expect(messageBeside('Email')).toBe(CONTACT);
    expect(messageBeside('City')).toBe(PLACE);
    expect(messageBeside('Locality')).toBe(PLACE);
    expect(messageBeside('Rent per month (₹)')).toBe(RENT);
    expect(messageBeside(PHOTOS_LABEL)).toBe(PHOTO);
    // Optional fields have nothing to say.
    expect(messageBeside('Security deposit (₹)')).toBeNull();
    expect(messageBeside('Landmark')).toBeNull();

    // The message is tied to its input for screen readers, and the input is marked invalid.
    const name = screen.getByLabelText('Your name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(CONTACT);

    // One banner sums up the distinct messages.
    expect(screen.getByRole('alert').textContent).toBe(
      `Some details need attention: ${[CONTACT, PLACE, RENT, PHOTO].join(' ')}`,
    );
    // Nothing was sent or queued: the user stays on the form.
    expect(screen.queryByText('Queued — will send when you are back online.')).toBeNull();
  });

  // Types ~40 keys through user-event: several seconds on a shared 2-core machine.
  it(
    'says what is wrong with a malformed mobile or email, and clears a message once fixed',
    { timeout: 20_000 },
    async () => {
      const { user, submit } = await openForm();
      await user.type(screen.getByLabelText('Your name'), 'Asha Verma');
      await user.type(screen.getByLabelText('Mobile number'), '12345');
      await user.type(screen.getByLabelText('Email'), 'asha@');
      await user.selectOptions(screen.getByLabelText('City'), 'Noida');
      await user.type(screen.getByLabelText('Locality'), 'Sector 62');
      await user.click(submit);

      expect(messageBeside('Your name')).toBeNull();
      expect(messageBeside('Mobile number')).toBe(MOBILE);
      expect(messageBeside('Email')).toBe(EMAIL);
      expect(messageBeside('City')).toBeNull();
      expect(messageBeside('Locality')).toBeNull();
      expect(messageBeside('Rent per month (₹)')).toBe(RENT);
      expect(messageBeside(PHOTOS_LABEL)).toBe(PHOTO);

      // After a first attempt the messages follow the values as they are typed.
      const mobile = screen.getByLabelText('Mobile number');
      await user.clear(mobile);
      await user.type(mobile, '9876543210');
      await user.type(screen.getByLabelText('Rent per month (₹)'), '12000');
      expect(messageBeside('Mobile number')).toBeNull();
      expect(messageBeside('Rent per month (₹)')).toBeNull();
      expect(messageBeside('Email')).toBe(EMAIL);
      expect(within(screen.getByRole('alert')).getByText(/Some details need attention/).textContent).toBe(
        `Some details need attention: ${EMAIL} ${PHOTO}`,
      );
    },
  );
});
