import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icons.tsx';
import { BookingSlot } from '../client-request/booking-slot.tsx';
import { useUpcomingBookings } from './api.ts';
import { NS } from './badges.tsx';
import { requestPath } from './request-table.tsx';

/** Potential Clients' list of coming consultations, the soonest first, each leading to its request. */
export function UpcomingBookings() {
  const { t } = useTranslation([...NS, 'client-request']);
  const upcoming = useUpcomingBookings();
  // A failure here must not hide the list below; the section simply stays away until it loads.
  if (!upcoming.data) return null;
  const { bookings } = upcoming.data;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="upcoming-bookings">
        <div className="flex items-center gap-3">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon name="calendar" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <h2 id="upcoming-bookings" className="text-base font-semibold text-ink-900">
              {t('upcoming.title')}
            </h2>
            <p className="text-sm text-stone-500">{bookings.length ? t('upcoming.lead') : t('upcoming.empty')}</p>
          </div>
        </div>
        {bookings.length > 0 && (
          <ul className="mt-4 divide-y divide-stone-100">
            {bookings.map((b) => (
              <li key={b.id} className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-4">
                <div className="text-sm font-medium text-ink-900">
                  <BookingSlot booking={b} />
                </div>
                <div className="min-w-0 text-sm">
                  <Link to={requestPath(b.client_request_id)} className="font-semibold text-brand-700 hover:underline">
                    {b.contact_name}
                  </Link>
                  <span className="text-stone-500"> · {t(`catalog:projectTypes.${b.project_type}`)}</span>
                  {b.note && <p className="mt-0.5 line-clamp-2 break-words text-stone-600">{b.note}</p>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
