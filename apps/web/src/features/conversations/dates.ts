import { formatDate } from '../../lib/format';
import { dayLabel } from './thread';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** HH:mm in the viewer's time zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * The list's short date: the time today, 'Yesterday', else the date. `yesterday` is the word in
 * the interface language.
 */
export function shortDate(iso: string, now: Date, yesterday: string): string {
  const label = dayLabel(iso, now);
  if (label === 'today') return formatTime(iso);
  return label === 'yesterday' ? yesterday : formatDate(iso);
}
