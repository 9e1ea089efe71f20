// Source dates are as precise as the source: a year, a month or a day. Show only that much.
import type { Lang } from './vocabulary.ts';

const LOCALES: Record<Lang, string> = { en: 'en-GB', fr: 'fr-FR' };

export function formatSourceDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || Number.isNaN(year)) return date;
  const when = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', year: 'numeric' };
  if (month !== undefined) options.month = 'long';
  if (day !== undefined) options.day = 'numeric';
  return new Intl.DateTimeFormat(LOCALES[lang], options).format(when);
}
