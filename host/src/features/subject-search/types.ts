/** Company search result (spec 000 §3). */
export interface Company {
  codiceFiscale: string;
  partitaIva: string;
  denominazione: string;
  naturaGiuridica?: string;
  indirizzo?: string;
  cap?: string | null;
  frazione?: string | null;
  siglaProvincia?: string;
  dataCostituzione?: string | null;
  codiceAteco?: string | null;
  cciaa?: string;
  nrea?: string;
  operativa?: boolean;
  descrizioneStatoAttivita?: string;
  email?: string | null;
  sedi?: number;
  comune?: string;
}

/** Person search result (spec 000 §3). */
export interface Person {
  codiceFiscale: string;
  denominazione: string;
  comuneNascita: string | null;
  /** YYYY-MM-DD */
  dataNascita: string | null;
  sesso?: 'M' | 'F';
  comune?: string | null;
}

/** The subject search works on companies (persona giuridica) or persons (persona fisica). */
export type SearchMode = 'PG' | 'PF';

export interface SubjectPage<T> {
  content: T[];
  totalElements: number;
}
