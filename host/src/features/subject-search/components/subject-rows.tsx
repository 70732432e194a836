import { BankOutlined, UserOutlined, formatDate } from '@portal/shared-ui/shell';
import type { Company, Person } from '../types';

/**
 * 'Nato a {place} il {date}', or 'Nato il {date}' without a place (spec 000 §2.5); 'Nata' for a
 * woman.
 */
export function birthLine(person: Pick<Person, 'comuneNascita' | 'dataNascita'> & { sesso?: 'M' | 'F' }): string {
  const born = person.sesso === 'F' ? 'Nata' : 'Nato';
  if (!person.dataNascita) return person.comuneNascita ? `${born} a ${person.comuneNascita}` : '';
  const date = formatDate(person.dataNascita);
  return person.comuneNascita ? `${born} a ${person.comuneNascita} il ${date}` : `${born} il ${date}`;
}

export function companyPlace(company: Company): string {
  if (!company.comune) return '';
  return company.siglaProvincia ? `${company.comune} (${company.siglaProvincia})` : company.comune;
}

/** One company in a result list: name, tax code, where. */
export function CompanyRow({ company }: { company: Company }) {
  const codes =
    company.partitaIva && company.partitaIva !== company.codiceFiscale
      ? `C.F. ${company.codiceFiscale} · P. IVA ${company.partitaIva}`
      : `C.F./P. IVA ${company.codiceFiscale}`;
  return (
    <span className="subject-row">
      <BankOutlined className="subject-row-icon" aria-hidden />
      <span className="subject-row-text">
        <strong>{company.denominazione}</strong>
        <span className="subject-row-detail">{codes}</span>
        {company.comune && <span className="subject-row-detail">{companyPlace(company)}</span>}
      </span>
    </span>
  );
}

/** One person in a result list: name, birth, codice fiscale. */
export function PersonRow({ person }: { person: Person }) {
  return (
    <span className="subject-row">
      <UserOutlined className="subject-row-icon" aria-hidden />
      <span className="subject-row-text">
        <strong>{person.denominazione}</strong>
        <span className="subject-row-detail">{birthLine(person)}</span>
        <span className="subject-row-detail">C.F. {person.codiceFiscale}</span>
      </span>
    </span>
  );
}
