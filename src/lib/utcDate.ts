/**
 * A date as the docs print it, `Nov 24, 2026` (the day in UTC): what `Intl.DateTimeFormat('en', {day:
 * 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})` gives, without Intl. The site has one
 * locale, and the first use of Intl on a page loads ICU's locale data: tens of milliseconds of a phone's
 * main thread on every first load, for one date.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function formatUtcDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error('formatUtcDate: invalid date');
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
