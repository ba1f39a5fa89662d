import type { DayHours } from './week-hours.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** A week of opening hours, Monday first; a day without hours says closed. */
export function OpeningHoursTable({ week, caption }: { week: DayHours[]; caption: string }) {
  const { t } = useTranslation('common');
  return (
    <table className="opening-hours">
      <caption className="y-visually-hidden">{caption}</caption>
      <tbody>
        {week.map((day) => (
          <tr key={day.day}>
            <th scope="row">{day.name}</th>
            <td>{day.intervals.length ? day.intervals.join(', ') : t('content.closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
