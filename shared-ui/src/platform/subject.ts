import type { ComponentType } from 'react';

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

/** The subject chosen in the host's search, handed to product selection. */
export type Subject = { type: 'PG'; company: Company } | { type: 'PF'; person: Person };

/** The props the product-selection content (a remote's) receives from the host's drawer. */
export interface ProductSelectionProps {
  subject: Subject;
}

/** How a remote contributes the product-selection content (spec 000 §2.7) to the host's drawer. */
export type ProductSelectionLoader = () => Promise<{ default: ComponentType<ProductSelectionProps> }>;
