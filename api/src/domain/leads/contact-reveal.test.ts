import { describe, expect, it } from 'vitest';
import { contactLinks, internationalDigits, whatsappMessage } from './contact-reveal';

describe('contact reveal links', () => {
  it('dials Indian mobiles with the country code, whatever the spacing', () => {
    expect(internationalDigits('98765 43210')).toBe('919876543210');
    expect(internationalDigits('+91-98765-43210')).toBe('919876543210');
    expect(internationalDigits('098765 43210')).toBe('919876543210');
    expect(internationalDigits('12345')).toBeNull();
  });

  it('prefills a WhatsApp message naming the listing (and its link when known)', () => {
    const links = contactLinks('9876543210', {
      title: '2 BHK in Sector 45',
      url: 'https://propai.example/user-property/a1',
    });
    expect(links?.telUrl).toBe('tel:+919876543210');
    const url = new URL(links!.whatsappUrl);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      'Hi, I saw your listing "2 BHK in Sector 45" (https://propai.example/user-property/a1) on PropAI and would like to know more.',
    );
    expect(whatsappMessage({ title: 'Plot' })).toBe(
      'Hi, I saw your listing "Plot" on PropAI and would like to know more.',
    );
  });
});
