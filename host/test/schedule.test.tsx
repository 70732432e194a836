import { render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from '@portal/shared-auth/router';
import { authStore, resetAuthStore } from '@portal/shared-auth';
import {
  dayKind,
  easterSunday,
  isNonWorkingDay,
  isOpenAt,
  italianHolidays,
  monthEndDay,
  scheduleFor,
} from '../src/features/schedule/model/schedule-hours';
import { SchedulePage } from '../src/features/schedule/components/schedule-page';

const day = (iso: string) => dayjs(iso);

describe('Italian holidays', () => {
  it('computes Easter', () => {
    expect(easterSunday(2024).format('YYYY-MM-DD')).toBe('2024-03-31');
    expect(easterSunday(2025).format('YYYY-MM-DD')).toBe('2025-04-20');
    expect(easterSunday(2026).format('YYYY-MM-DD')).toBe('2026-04-05');
    expect(easterSunday(2038).format('YYYY-MM-DD')).toBe('2038-04-25');
  });

  it('lists the national holidays, Easter Monday included, San Francesco from 2026', () => {
    const holidays = italianHolidays(2026);
    expect(holidays.get('2026-04-06')).toBe("Lunedì dell'Angelo");
    expect(holidays.get('2026-06-02')).toBe('Festa della Repubblica');
    expect(holidays.get('2026-10-04')).toBe("San Francesco d'Assisi");
    expect(italianHolidays(2025).has('2025-10-04')).toBe(false);
    expect(holidays.size).toBe(13);
  });

  it('weekends and holidays are non-working days', () => {
    expect(isNonWorkingDay(day('2026-11-21'))).toBe(true); // Saturday
    expect(isNonWorkingDay(day('2026-11-22'))).toBe(true); // Sunday
    expect(isNonWorkingDay(day('2026-12-08'))).toBe(true); // Tuesday, Immacolata
    expect(isNonWorkingDay(day('2026-11-23'))).toBe(false); // Monday
  });
});

describe('service hours (spec 000 §2.11)', () => {
  it('the reduced day is the last day of the month, or the last working day before it', () => {
    expect(monthEndDay(day('2026-11-05')).format('YYYY-MM-DD')).toBe('2026-11-30'); // Monday
    expect(monthEndDay(day('2026-05-10')).format('YYYY-MM-DD')).toBe('2026-05-29'); // 31 is a Sunday
    // 31 March 2024 is Easter Sunday, 30 a Saturday: Friday 29.
    expect(monthEndDay(day('2024-03-01')).format('YYYY-MM-DD')).toBe('2024-03-29');
    // 2 June 2025 (Monday) is a holiday, but not a month end; 30 June 2025 is a Monday.
    expect(monthEndDay(day('2025-06-01')).format('YYYY-MM-DD')).toBe('2025-06-30');
  });

  it('gives each day its hours: online and web services alike, offline always open', () => {
    expect(scheduleFor(day('2026-11-23'))).toMatchObject({
      kind: 'working',
      online: { from: '08:00', to: '21:00' },
      webServices: { from: '08:00', to: '21:00' },
      offline: { from: '00:00', to: '24:00' },
    });
    expect(scheduleFor(day('2026-12-25'))).toMatchObject({
      kind: 'non-working',
      holiday: 'Natale',
      online: { from: '08:00', to: '20:00' },
    });
    expect(scheduleFor(day('2026-11-30'))).toMatchObject({ kind: 'month-end', online: { from: '08:00', to: '19:00' } });
    expect(dayKind(day('2026-05-31'))).toBe('non-working');
    expect(dayKind(day('2026-05-29'))).toBe('month-end');
  });

  it('tells whether a moment is inside the hours', () => {
    const working = scheduleFor(day('2026-11-23')).online;
    expect(isOpenAt(working, day('2026-11-23T07:59'))).toBe(false);
    expect(isOpenAt(working, day('2026-11-23T08:00'))).toBe(true);
    expect(isOpenAt(working, day('2026-11-23T20:59'))).toBe(true);
    expect(isOpenAt(working, day('2026-11-23T21:00'))).toBe(false);
    expect(isOpenAt({ from: '00:00', to: '24:00' }, day('2026-11-23T23:59'))).toBe(true);
  });
});

describe('SchedulePage', () => {
  beforeEach(() => {
    resetAuthStore();
    authStore.setState({
      status: 'signed-in',
      tenant: { instanceCode: 'ALFA', name: 'alfa', descr: 'Portale Alfa', palette: 'default', preProduction: false },
    });
  });

  it("shows 'Orari', the table of hours and today's hours", () => {
    render(
      <MemoryRouter>
        <SchedulePage now={day('2026-11-30T19:30')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Orari' })).toBeInTheDocument();
    expect(screen.getByText(/Oggi, 30\/11\/2026/)).toBeInTheDocument();
    expect(screen.getByTestId('today-kind')).toHaveTextContent('Ultimo giorno lavorativo del mese');
    expect(screen.getByTestId('today-online')).toHaveTextContent('08:00 - 19:00');
    expect(screen.getByTestId('today-web')).toHaveTextContent('08:00 - 19:00');
    expect(screen.getByTestId('today-offline')).toHaveTextContent('00:00 - 24:00');
    expect(screen.getAllByText('Chiuso ora')).toHaveLength(2);
    expect(screen.getAllByText('Aperto ora')).toHaveLength(1);

    const table = screen.getByRole('columnheader', { name: 'Giorni feriali' }).closest('table')!;
    const online = within(table).getByText('Servizi online').closest('tr')!;
    expect(online).toHaveTextContent('08:00 - 21:00');
    expect(online).toHaveTextContent('08:00 - 20:00');
    expect(online).toHaveTextContent('08:00 - 19:00');
    const offline = within(table).getByText('Servizi offline').closest('tr')!;
    expect(within(offline).getAllByText('00:00 - 24:00')).toHaveLength(3);
    expect(screen.getByText(/Questo mese: 30\/11\/2026/)).toBeInTheDocument();
  });

  it('names the holiday of the day', () => {
    render(
      <MemoryRouter>
        <SchedulePage now={day('2026-06-02T10:00')} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('today-kind')).toHaveTextContent('Festa della Repubblica');
    expect(screen.getByTestId('today-online')).toHaveTextContent('08:00 - 20:00');
  });
});
