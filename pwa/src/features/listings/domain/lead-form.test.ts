import { describe, expect, it } from 'vitest';
import { leadFormFrom, leadRequest } from './lead-form';

describe('the callback form', () => {
  it('starts from the signed-in profile', () => {
    expect(leadFormFrom({ name: ' Asha Verma ', mobile: '9876543210' })).toEqual({
      name: 'Asha Verma',
      phone: '9876543210',
      message: '',
    });
    expect(leadFormFrom(null)).toEqual({ name: '', phone: '', message: '' });
  });

  it('sends the digits of the mobile, the trimmed name and a message only when there is one', () => {
    expect(leadRequest('l1', { name: ' Asha ', phone: '+91 98765-43210'.slice(4), message: '  ' })).toEqual({
      body: { targetType: 'listing', targetId: 'l1', name: 'Asha', phone: '9876543210' },
    });
    expect(
      leadRequest('l1', { name: 'Asha', phone: '9876543210', message: ' Evenings please ' }).body,
    ).toEqual({
      targetType: 'listing',
      targetId: 'l1',
      name: 'Asha',
      phone: '9876543210',
      message: 'Evenings please',
    });
  });

  it("refuses what the server refuses, in the server's words", () => {
    expect(leadRequest('l1', { name: 'A', phone: '12345', message: 'x'.repeat(1001) }).errors).toEqual({
      name: 'Enter your name (at least 2 characters).',
      phone: 'Enter a valid 10-digit mobile number.',
      message: 'Keep the message under 1000 characters.',
    });
    expect(leadRequest('l1', { name: 'Asha', phone: '5876543210', message: '' }).errors).toEqual({
      phone: 'Enter a valid 10-digit mobile number.',
    });
  });
});
