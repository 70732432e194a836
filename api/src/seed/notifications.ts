import type { Queryable } from '../db/database.ts';
import { DEMO_USERS } from './data.ts';

interface SeedNotification {
  subject: string;
  text: string;
  icon: string | null;
  image?: string;
  link?: string;
  useRouter?: boolean;
  /** How long ago it arrived. */
  hoursAgo: number;
  read: boolean;
}

/** The bell's sample content: a few unread, some with in-app or external links. */
export const SEED_NOTIFICATIONS: SeedNotification[] = [
  {
    subject: 'Report disponibile',
    text: 'Il report "Scheda societaria" su Edilizia Brambilla S.r.l. è pronto: puoi consultarlo e scaricarlo dallo storico delle richieste.',
    icon: 'report',
    link: '/request-history',
    useRouter: true,
    hoursAgo: 1,
    read: false,
  },
  {
    subject: 'Richiesta in lavorazione',
    text: 'La richiesta di indagine patrimoniale su Trasporti Lombardi S.p.A. è stata presa in carico dal nostro ufficio.',
    icon: 'clock',
    link: '/requests',
    useRouter: true,
    hoursAgo: 5,
    read: false,
  },
  {
    subject: 'Nuovo servizio disponibile',
    text: 'È disponibile il nuovo servizio "Monitoraggio eventi negativi": ricevi un avviso quando cambia lo stato di un soggetto.',
    icon: 'info',
    image: '/favicon.svg',
    link: '/services',
    useRouter: true,
    hoursAgo: 26,
    read: false,
  },
  {
    subject: 'Manutenzione programmata',
    text: 'Sabato dalle 22:00 alle 23:30 i servizi online non saranno disponibili per un intervento di manutenzione programmata.',
    icon: 'warning',
    hoursAgo: 50,
    read: true,
  },
  {
    subject: 'Aggiornamento listino',
    text: 'Dal prossimo mese cambiano i prezzi di alcuni prodotti della linea Informazioni commerciali. Consulta il listino aggiornato.',
    icon: 'info',
    link: '/price-list',
    useRouter: true,
    hoursAgo: 75,
    read: true,
  },
  {
    subject: 'Registro Imprese',
    text: 'Le visure camerali ufficiali sono consultabili anche sul portale del Registro Imprese delle Camere di Commercio.',
    icon: 'link',
    link: 'https://www.registroimprese.it',
    useRouter: false,
    hoursAgo: 120,
    read: true,
  },
  {
    subject: 'Password in scadenza',
    text: 'La tua password scadrà tra 10 giorni. Puoi cambiarla in qualsiasi momento dalla pagina del profilo.',
    icon: 'lock',
    link: '/change-password',
    useRouter: true,
    hoursAgo: 200,
    read: true,
  },
  {
    subject: 'Benvenuto nel portale',
    text: 'Da qui puoi cercare aziende e persone, richiedere report e seguire lo stato delle tue richieste.',
    icon: 'check',
    hoursAgo: 400,
    read: true,
  },
];

/** The sample notifications for every demo user of a tenant, in one statement. */
export async function seedNotifications(tx: Queryable, tenantId: number): Promise<void> {
  const rows = DEMO_USERS.flatMap((user) =>
    SEED_NOTIFICATIONS.map((notification) => ({ login: user.login, notification })),
  );
  await tx.query(
    `INSERT INTO notifications (tenant_id, user_id, subject, text, icon, image, link, use_router, ins_date_time, read_date)
     SELECT $1, u.id, n.subject, n.text, n.icon, n.image, n.link, n.use_router,
       now() - make_interval(hours => n.hours_ago),
       CASE WHEN n.read THEN now() - make_interval(hours => n.hours_ago) + interval '10 minutes' END
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bool[], $9::int[], $10::bool[])
       AS n(login, subject, text, icon, image, link, use_router, hours_ago, read)
     JOIN users u ON u.tenant_id = $1 AND u.login = n.login`,
    [
      tenantId,
      rows.map((row) => row.login),
      rows.map((row) => row.notification.subject),
      rows.map((row) => row.notification.text),
      rows.map((row) => row.notification.icon),
      rows.map((row) => row.notification.image ?? null),
      rows.map((row) => row.notification.link ?? null),
      rows.map((row) => row.notification.useRouter ?? false),
      rows.map((row) => row.notification.hoursAgo),
      rows.map((row) => row.notification.read),
    ],
  );
}
