/**
 * An en-IN date formatter made on its first use, then kept. Not made when its module loads: the
 * first Intl formatter of a page loads ICU's locale data (35-80 ms of main thread), which a module
 * that every page imports would make every page pay before its first render (issue 21; the
 * eslint.config.js rule against Intl at module scope).
 * @example const when = lazyDateFormat({ day: 'numeric', month: 'short' }); when().format(date)
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('en-IN', options));
}

/** '25 Nov 2026, 9:24 am' in India time: the project editors' history (API and app alike). */
export const indiaDateTime = lazyDateFormat({
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
