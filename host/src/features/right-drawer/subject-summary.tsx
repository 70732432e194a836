import { formatDate } from '@portal/shared-ui/shell';
import { Descriptions, type DescriptionsProps } from '@portal/shared-ui/descriptions';
import type { Subject } from '../../stores/right-drawer-store';

/** The items shown for the chosen company or person. */
function summaryOf(subject: Subject): { title: string; items: DescriptionsProps['items'] } {
  if (subject.type === 'PG') {
    const company = subject.company;
    return {
      title: company.denominazione,
      items: [
        { key: 'piva', label: 'Partita IVA', children: company.partitaIva },
        { key: 'cf', label: 'Codice fiscale', children: company.codiceFiscale },
        { key: 'form', label: 'Forma giuridica', children: company.naturaGiuridica ?? '' },
        { key: 'address', label: 'Indirizzo', children: company.indirizzo ?? '' },
        { key: 'cap', label: 'CAP', children: company.cap ?? '' },
        { key: 'town', label: 'Comune', children: company.comune ?? '' },
        { key: 'province', label: 'Provincia', children: company.siglaProvincia ?? '' },
      ],
    };
  }
  const person = subject.person;
  return {
    title: person.denominazione,
    items: [
      { key: 'cf', label: 'Codice fiscale', children: person.codiceFiscale },
      {
        key: 'birth',
        label: 'Nascita',
        children: [person.comuneNascita, formatDate(person.dataNascita)].filter(Boolean).join(', '),
      },
    ],
  };
}

/** 'Risultato ricerca': the chosen company or person (spec 000 §2.7). */
export function SubjectSummary({ subject }: { subject: Subject }) {
  const { title, items } = summaryOf(subject);
  return (
    <section aria-label="Risultato ricerca" className="drawer-subject">
      <h2>Risultato ricerca</h2>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} title={title} items={items} />
    </section>
  );
}
