import { useTranslation } from 'react-i18next';
import type { BookingView } from '@genie/contracts';
import { formatDateTime } from '../../ui/format-date.ts';
import { BookingSlot } from './booking-slot.tsx';
import { Fact, Missing, SectionCard } from './section-card.tsx';

/** The consultations the client booked from the genie: the slot they asked for, their note, when they asked. */
export function BookingsSection({ bookings }: { bookings: BookingView[] }) {
  const { t, i18n } = useTranslation('client-request');
  if (bookings.length === 0) return null;
  return (
    <SectionCard title={t('bookings.title')} titleId="overview-bookings" description={t('bookings.description')}>
      <ul className="divide-y divide-stone-100">
        {bookings.map((booking) => (
          <li key={booking.id} className="py-3 first:pt-0 last:pb-0">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <Fact label={t('bookings.slot')}>
                <BookingSlot booking={booking} />
              </Fact>
              <Fact label={t('bookings.bookedAt')}>{formatDateTime(booking.booked_at, i18n.language)}</Fact>
              <Fact label={t('bookings.note')} wide>
                {booking.note ? <span className="whitespace-pre-wrap">{booking.note}</span> : <Missing>{t('bookings.noNote')}</Missing>}
              </Fact>
            </dl>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
