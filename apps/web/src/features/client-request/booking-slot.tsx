import { useTranslation } from 'react-i18next';
import type { BookingView } from '@genie/contracts';
import { formatDateTimeRange, formatDay, utcOffsetName } from '../../ui/format-date.ts';

/**
 * When a booked consultation is, in the designer's own time; the client's window and zone follow when
 * the client booked from another zone ("other" is any time of the client's day).
 */
export function BookingSlot({ booking }: { booking: BookingView }) {
  const { t, i18n } = useTranslation('client-request');
  if (booking.all_day) {
    return (
      <>
        {formatDay(booking.date, i18n.language)} · {t('bookings.anyTime')}
      </>
    );
  }
  const viewerOffset = -new Date(booking.starts_at).getTimezoneOffset();
  return (
    <>
      <span className="tabular-nums">{formatDateTimeRange(booking.starts_at, booking.ends_at, i18n.language)}</span>
      {viewerOffset !== booking.utc_offset && (
        <span className="block text-xs text-stone-500">
          {t('bookings.clientTime', { window: t(`availableTimes.${booking.available_time}`), zone: utcOffsetName(booking.utc_offset) })}
        </span>
      )}
    </>
  );
}
