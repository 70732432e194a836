import { subjectsEndpoints } from '@portal/contracts/endpoints/subjects';
import { call } from '@portal/shared-auth';
import type { Person } from '../types';

/** Person form (spec 000 §3). */
export interface PersonForm {
  nome: string;
  cognome: string;
  /** YYYY-MM-DD */
  dataNascita: string;
  luogoNascita: string;
  luogoNascitaKey: string;
  sesso: '' | 'M' | 'F';
}

export const EMPTY_PERSON_FORM: PersonForm = {
  nome: '',
  cognome: '',
  dataNascita: '',
  luogoNascita: '',
  luogoNascitaKey: '',
  sesso: '',
};

/** Fiscal-code calculation payload (spec 000 §3): the place is sent by its key. */
export function fiscalCodePayload(form: PersonForm) {
  return {
    nome: form.nome.trim(),
    cognome: form.cognome.trim(),
    denominazione: `${form.nome.trim()} ${form.cognome.trim()}`,
    dataNascita: form.dataNascita,
    luogoNascita: form.luogoNascitaKey,
    // Required by the form's schema before it submits; the server refuses anything else.
    sesso: form.sesso as 'M' | 'F',
  };
}

/** The person with the computed codice fiscale (the stored one when the person is known). */
export function calculateFiscalCode(form: PersonForm): Promise<Person> {
  return call(subjectsEndpoints.postSubjectsPersonsFiscalCode, { body: fiscalCodePayload(form) });
}
