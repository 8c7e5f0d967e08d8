import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { UpcomingBooking } from '@genie/contracts';
import { fakeApi, listReply, narrowScreen, personalInfo, renderClientRequests, requestItem } from './test-support.tsx';

const UPCOMING = 'GET /api/client_requests/bookings/upcoming/';

function booking(overrides: Partial<UpcomingBooking> = {}): UpcomingBooking {
  return {
    id: 'b1',
    client_request_id: 'r1',
    contact_name: 'Mei Chen',
    project_type: 'residential_space',
    date: '2026-12-03',
    available_time: '9to12',
    utc_offset: -new Date('2026-12-03T12:00:00').getTimezoneOffset(),
    starts_at: new Date('2026-12-03T09:00:00').toISOString(),
    ends_at: new Date('2026-12-03T12:00:00').toISOString(),
    all_day: false,
    note: 'Please bring tile samples',
    booked_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

function serverWith(bookings: UpcomingBooking[]) {
  return fakeApi({
    'GET /api/accounts/personal_info/': { json: personalInfo() },
    'GET /api/client_requests/': { json: listReply([requestItem({ id: 'r1' }), requestItem({ id: 'r2', contact_name: 'Jun Park' })]) },
    [UPCOMING]: { json: { success: true, bookings } },
  });
}

beforeEach(() => narrowScreen(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Potential Clients' upcoming consultations", () => {
  it('lists each booked slot in order, with the client, project, note and a link to the request', async () => {
    serverWith([
      booking(),
      booking({ id: 'b2', client_request_id: 'r2', contact_name: 'Jun Park', date: '2026-12-04', available_time: 'other', all_day: true, note: '' }),
    ]);
    await renderClientRequests();

    const section = await screen.findByRole('region', { name: 'Upcoming consultations' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Dec 3, 2026.*9:00.*12:00/);
    expect(items[0]).toHaveTextContent('Residential space');
    expect(items[0]).toHaveTextContent('Please bring tile samples');
    expect(within(items[0]!).getByRole('link', { name: 'Mei Chen' })).toHaveAttribute('href', '/client_request/r1');
    expect(items[1]).toHaveTextContent('Dec 4, 2026 · any time that day');
  });

  it("names the client's own window and zone when they booked from another zone", async () => {
    const elsewhere = -new Date('2026-12-03T12:00:00').getTimezoneOffset() + 180;
    serverWith([booking({ utc_offset: elsewhere })]);
    await renderClientRequests();

    const section = await screen.findByRole('region', { name: 'Upcoming consultations' });
    expect(section).toHaveTextContent(/Client's time: 9am-12pm, UTC[+−]\d{2}:\d{2}/);
  });

  it('says when nothing is booked yet', async () => {
    serverWith([]);
    await renderClientRequests();
    const section = await screen.findByRole('region', { name: 'Upcoming consultations' });
    expect(section).toHaveTextContent('No consultations booked yet.');
  });
});
