import { MESSAGES } from '@portal/contracts/messages';
import { useState } from 'react';
import dayjs from 'dayjs';
import { useFormik, type FormikErrors } from '@portal/shared-ui/forms';
import { Button, Form, LookupAutoComplete, Radio, TextInput, DATE_FORMAT } from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/dates';
import { rightDrawer } from '../../../stores/right-drawer-store';
import { calculateFiscalCode, EMPTY_PERSON_FORM, type PersonForm } from '../api/fiscal-code';
import { birthPlaceLookup, PLACE_LOOKUP_DELAY_MS, type PlaceOption } from '../api/lookups';
import type { Person } from '../types';
import { RESULTS_HINT } from './company-search-panel';
import { PersonRow } from './subject-rows';
import { fieldBinding } from '@portal/shared-ui/forms';

export const PERSON_HINT = 'Inserisci qui i dati del soggetto per calcolarne il codice fiscale';
export const REQUIRED = MESSAGES.required;

/** Every field is required; a place counts only when chosen from the list (its key). */
export function validatePersonForm(values: PersonForm): FormikErrors<PersonForm> {
  const errors: FormikErrors<PersonForm> = {};
  if (!values.nome.trim()) errors.nome = REQUIRED;
  if (!values.cognome.trim()) errors.cognome = REQUIRED;
  if (!values.dataNascita) errors.dataNascita = REQUIRED;
  if (!values.luogoNascita.trim() || !values.luogoNascitaKey) errors.luogoNascita = REQUIRED;
  if (!values.sesso) errors.sesso = REQUIRED;
  return errors;
}

export function PersonSearchPanel() {
  const [result, setResult] = useState<Person | null>(null);
  const formik = useFormik<PersonForm>({
    initialValues: EMPTY_PERSON_FORM,
    validate: validatePersonForm,
    validateOnMount: true,
    onSubmit: async (values) => {
      try {
        setResult(await calculateFiscalCode(values));
      } catch {
        // The client has shown the server's message.
      }
    },
  });
  const { values } = formik;
  const binding = fieldBinding(formik, 'person');
  const shown = binding.error;
  // Every field of the person form is required (spec 000 §2.6).
  const item = (field: keyof PersonForm, label: string) => ({ ...binding.item(field, label), required: true });
  const text = (field: 'nome' | 'cognome') => ({ ...binding.input(field), maxLength: 64 });
  const touch = (field: keyof PersonForm) => () => void formik.setFieldTouched(field, true);

  return (
    <>
      <p className="subject-hint">{PERSON_HINT}</p>
      <Form layout="vertical" component="div">
        <Form.Item {...item('nome', 'Nome')}>
          <TextInput {...text('nome')} />
        </Form.Item>
        <Form.Item {...item('cognome', 'Cognome')}>
          <TextInput {...text('cognome')} />
        </Form.Item>
        <Form.Item {...item('dataNascita', 'Data nascita')}>
          <DatePicker
            id="person-dataNascita"
            format={DATE_FORMAT}
            placeholder="gg/mm/aaaa"
            style={{ width: '100%' }}
            value={values.dataNascita ? dayjs(values.dataNascita) : null}
            disabledDate={(date) => date.isAfter(dayjs(), 'day')}
            onChange={(date) => {
              void formik.setFieldValue('dataNascita', date ? date.format('YYYY-MM-DD') : '');
              void formik.setFieldTouched('dataNascita', true, false);
            }}
            onBlur={touch('dataNascita')}
          />
        </Form.Item>
        <Form.Item {...item('luogoNascita', 'Luogo nascita')}>
          <LookupAutoComplete<PlaceOption>
            id="person-luogoNascita"
            text={values.luogoNascita}
            delay={PLACE_LOOKUP_DELAY_MS}
            query={birthPlaceLookup}
            keyOf={(place) => place.c03}
            labelOf={(place) => place.c01}
            renderOption={(place) => (place.c02 === 'EE' ? `${place.c01} (Estero)` : `${place.c01} (${place.c02})`)}
            onSelect={(place) => {
              if (place)
                void formik.setValues({ ...formik.values, luogoNascita: place.c01, luogoNascitaKey: place.c03 });
            }}
            onType={(typed) => void formik.setValues({ ...formik.values, luogoNascita: typed, luogoNascitaKey: '' })}
            onBlur={touch('luogoNascita')}
            status={shown('luogoNascita') ? 'error' : undefined}
          />
        </Form.Item>
        <Form.Item {...item('sesso', 'Sesso')}>
          <Radio.Group
            id="person-sesso"
            value={values.sesso || undefined}
            onChange={(event) => {
              void formik.setFieldValue('sesso', event.target.value);
              void formik.setFieldTouched('sesso', true, false);
            }}
            options={[
              { value: 'M', label: 'Maschio' },
              { value: 'F', label: 'Femmina' },
            ]}
          />
        </Form.Item>
        <Button
          type="primary"
          disabled={!formik.isValid || formik.isSubmitting}
          loading={formik.isSubmitting}
          onClick={() => void formik.submitForm()}
        >
          Calcola codice fiscale
        </Button>
      </Form>
      {result && (
        <section aria-label="Codice fiscale calcolato" style={{ marginTop: 24 }}>
          <p className="subject-hint">{RESULTS_HINT}</p>
          <ul className="subject-result-list">
            <li>
              <button
                type="button"
                onClick={() => rightDrawer.openProductSelection({ type: 'PF', person: result }, { fromSearch: true })}
              >
                <PersonRow person={result} />
              </button>
            </li>
          </ul>
        </section>
      )}
    </>
  );
}
