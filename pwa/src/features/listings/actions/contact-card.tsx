import type { ListerContact } from '@propai/api/wire';

/** 98765 43210: a 10-digit mobile read the way it is said. */
const spaced = (phone: string) => (/^\d{10}$/.test(phone) ? `${phone.slice(0, 5)} ${phone.slice(5)}` : phone);

/** The lister's name and number with Call (tel:) and WhatsApp (wa.me, a message naming the listing). */
export function ContactCard({ contact }: { contact: ListerContact }) {
  return (
    <div className="la-contact" data-testid="lister-contact">
      <p className="la-contact-name">{contact.name}</p>
      <p className="la-contact-phone" data-testid="lister-phone">
        {spaced(contact.phone)}
      </p>
      <div className="la-contact-links">
        <a className="btn la-call" href={contact.telUrl} data-testid="call-link">
          <span aria-hidden="true">✆</span> Call
        </a>
        <a
          className="btn la-whatsapp"
          href={contact.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-link"
        >
          WhatsApp
        </a>
      </div>
    </div>
  );
}
