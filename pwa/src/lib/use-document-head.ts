/**
 * Sets the description, canonical link, Open Graph / Twitter tags and JSON-LD of the page on
 * screen. Ionic keeps hidden pages mounted, so the tags are (re)written while `active` and each
 * page overwrites them when it becomes active; tags are found by a data attribute and reused.
 */
import { useEffect } from 'react';

export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute or root-relative; made absolute against the current origin. */
  canonical: string;
  jsonLd?: unknown[];
  /** The share image (og:image, twitter:image); a large-image card when given. */
  image?: string;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const el = create();
  document.head.appendChild(el);
  return el;
}

function meta(attr: 'name' | 'property', key: string, content: string): void {
  const el = upsert(`meta[${attr}="${key}"]`, () => {
    const m = document.createElement('meta');
    m.setAttribute(attr, key);
    return m;
  });
  el.setAttribute('content', content);
}

export function applyDocumentHead(head: DocumentHead): void {
  const url = new URL(head.canonical, window.location.origin).toString();
  meta('name', 'description', head.description);
  meta('property', 'og:title', head.title);
  meta('property', 'og:description', head.description);
  meta('property', 'og:url', url);
  meta('property', 'og:type', 'website');
  meta('property', 'og:locale', 'en_IN');
  meta('property', 'og:site_name', 'PropAI');
  const image = head.image ? new URL(head.image, window.location.origin).toString() : '';
  if (image) {
    meta('property', 'og:image', image);
    meta('name', 'twitter:image', image);
  } else {
    // The previous page's photo must not describe this one.
    document.head.querySelector('meta[property="og:image"]')?.remove();
    document.head.querySelector('meta[name="twitter:image"]')?.remove();
  }
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', head.title);
  meta('name', 'twitter:description', head.description);
  const link = upsert('link[rel="canonical"]', () => {
    const l = document.createElement('link');
    l.rel = 'canonical';
    return l;
  });
  link.setAttribute('href', url);
  const script = upsert('script[data-page-jsonld]', () => {
    const s = document.createElement('script');
    s.type = 'application/ld+json';
    s.dataset.pageJsonld = '';
    return s;
  });
  script.textContent = JSON.stringify(head.jsonLd ?? []);
}

export function useDocumentHead(head: DocumentHead, active: boolean): void {
  const key = JSON.stringify(head);
  useEffect(() => {
    if (active) applyDocumentHead(JSON.parse(key) as DocumentHead);
  }, [key, active]);
}
