import { useState } from 'react';
import { fieldBinding, useFormik, type FormikErrors } from '@portal/shared-ui/forms';
import { Button, Form, LookupAutoComplete, TextInput } from '@portal/shared-ui';
import { rightDrawer } from '../../../stores/right-drawer-store';
import { advancedCompanySearch, EMPTY_COMPANY_FORM, type AdvancedCompanyForm } from '../api/advanced-search';
import {
  cciaaLookup,
  PLACE_LOOKUP_DELAY_MS,
  registeredOfficeLookup,
  type CciaaOption,
  type PlaceOption,
} from '../api/lookups';
import { validateField } from '@portal/shared-auth/validate-field';
import type { Company, SubjectPage } from '../types';
import { PaidSearchConfirm } from './paid-search-confirm';
import { CompanyRow } from './subject-rows';

export const COMPANY_HINT = "Inserisci qui i dati per ricercare un'azienda";
export const RESULTS_HINT = 'Elenco risultati in base alla tua ricerca';
export const NO_COMPANY = 'Nessuna azienda trovata. Prova ad modificare i criteri di ricerca.';
export const AT_LEAST_ONE = 'Compila almeno un campo oltre alla provincia della sede legale';

/** At least one field besides provinciaSede (spec 000 §5). */
export function hasSearchCriteria(values: AdvancedCompanyForm): boolean {
  const { provinciaSede: _province, ...others } = values;
  return Object.values(others).some((value) => value.trim() !== '');
}

/** partitaIVA and codiceFiscale are checked by the server (cached; empty values are not checked). */
export async function validateCompanyForm(values: AdvancedCompanyForm): Promise<FormikErrors<AdvancedCompanyForm>> {
  const [partitaIVA, codiceFiscale] = await Promise.all([
    validateField('PI', values.partitaIVA, 'PG'),
    validateField('CF', values.codiceFiscale, 'PG'),
  ]);
  const errors: FormikErrors<AdvancedCompanyForm> = {};
  if (partitaIVA) errors.partitaIVA = partitaIVA;
  if (codiceFiscale) errors.codiceFiscale = codiceFiscale;
  return errors;
}

export function CompanySearchPanel() {
  const [comune, setComune] = useState('');
  const [cciaa, setCciaa] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<SubjectPage<Company> | null>(null);

  const formik = useFormik<AdvancedCompanyForm>({
    initialValues: EMPTY_COMPANY_FORM,
    validate: validateCompanyForm,
    onSubmit: async (values) => {
      try {
        setResults(await advancedCompanySearch(values));
      } catch {
        // The client has shown the server's message.
      }
    },
  });
  const { values } = formik;
  // Not while validating: leaving a field for Cerca validates again, which would disable the
  // button under the pointer between its press and its release.
  const ready = hasSearchCriteria(values) && formik.isValid && !formik.isSubmitting;
  // The partita IVA's and codice fiscale's messages are the server's, shown as they come.
  const binding = fieldBinding(formik, 'advanced', { eager: true });
  const text = (field: keyof AdvancedCompanyForm, maxLength: number) => ({ ...binding.input(field), maxLength });

  return (
    <>
      <p className="subject-hint">{COMPANY_HINT}</p>
      <Form layout="vertical" component="div">
        <Form.Item {...binding.item('ragioneSociale', 'Denominazione')}>
          <TextInput {...text('ragioneSociale', 255)} />
        </Form.Item>
        <Form.Item
          label="Comune sede legale"
          htmlFor="advanced-comune"
          extra={values.provinciaSede ? `Provincia: ${values.provinciaSede}` : undefined}
        >
          <LookupAutoComplete<PlaceOption>
            id="advanced-comune"
            text={comune}
            delay={PLACE_LOOKUP_DELAY_MS}
            query={registeredOfficeLookup}
            keyOf={(place) => place.c03}
            labelOf={(place) => `${place.c01} (${place.c02})`}
            onSelect={(place) => {
              if (!place) return;
              setComune(`${place.c01} (${place.c02})`);
              void formik.setFieldValue('provinciaSede', place.c02);
            }}
            onType={(typed) => {
              setComune(typed);
              void formik.setFieldValue('provinciaSede', '');
            }}
          />
        </Form.Item>
        <Form.Item {...binding.item('partitaIVA', 'Partita IVA')}>
          <TextInput {...text('partitaIVA', 11)} />
        </Form.Item>
        <Form.Item {...binding.item('codiceFiscale', 'Codice Fiscale')}>
          <TextInput {...text('codiceFiscale', 16)} />
        </Form.Item>
        <Form.Item label="Provincia CCIAA" htmlFor="advanced-cciaa">
          <LookupAutoComplete<CciaaOption>
            id="advanced-cciaa"
            text={cciaa}
            delay={PLACE_LOOKUP_DELAY_MS}
            query={cciaaLookup}
            keyOf={(option) => option.key}
            labelOf={(option) => option.c01}
            onSelect={(option) => {
              if (!option) return;
              setCciaa(option.c01);
              void formik.setFieldValue('provinciaCCIAA', option.key);
            }}
            onType={(typed) => {
              setCciaa(typed);
              void formik.setFieldValue('provinciaCCIAA', '');
            }}
          />
        </Form.Item>
        <Form.Item {...binding.item('numeroREA', 'Numero REA')}>
          <TextInput {...text('numeroREA', 20)} />
        </Form.Item>
        <Button type="primary" disabled={!ready} loading={formik.isSubmitting} onClick={() => setConfirming(true)}>
          Cerca
        </Button>
        {!hasSearchCriteria(values) && <div className="subject-form-note">{AT_LEAST_ONE}</div>}
      </Form>
      <PaidSearchConfirm
        open={confirming}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          void formik.submitForm();
        }}
      />
      {results && (
        <section aria-label="Risultati ricerca avanzata" style={{ marginTop: 24 }}>
          <p className="subject-hint">{RESULTS_HINT}</p>
          {results.content.length === 0 ? (
            <p className="subject-search-empty">{NO_COMPANY}</p>
          ) : (
            <ul className="subject-result-list">
              {results.content.map((company) => (
                <li key={company.partitaIva || company.codiceFiscale}>
                  <button
                    type="button"
                    onClick={() => rightDrawer.openProductSelection({ type: 'PG', company }, { fromSearch: true })}
                  >
                    <CompanyRow company={company} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
