import {
  initialRequestValues,
  layoutRows,
  MAX_SELECT_OPTIONS,
  selectOptions,
} from '../src/features/ordering/hooks/request-values';
import { orderFormField } from './support/order-form-field';

const field = orderFormField;

describe('the dynamic form model (spec 001 §5)', () => {
  it('lays fields on 12 columns: a new row when asked or when the field does not fit; hidden fields take no room', () => {
    const rows = layoutRows([
      field('A', { dimension: 6 }),
      field('B', { dimension: 6 }),
      field('C', { dimension: 4 }),
      field('H', { type: 'HIDDEN', dimension: 12 }),
      field('D', { dimension: 4, newRiga: true }),
      field('E', { dimension: 9 }),
      field('F', { dimension: 40 }),
    ]);
    expect(rows.map((row) => row.map((item) => item.fieldCode))).toEqual([['A', 'B'], ['C'], ['D'], ['E'], ['F']]);
  });

  it('sorts SELECT options by label, keeps the value the server gave, and shows at most 200', () => {
    const sql = field('PROVINCIA', {
      type: 'SELECT',
      selectValueList: ['MI', 'AG', 'TO'],
      selectLabelList: ['Milano', 'Agrigento', 'Torino'],
    });
    expect(selectOptions(sql)).toEqual([
      { value: 'AG', label: 'Agrigento' },
      { value: 'MI', label: 'Milano' },
      { value: 'TO', label: 'Torino' },
    ]);
    const many = Array.from({ length: 250 }, (_, index) => `Opzione ${String(index).padStart(3, '0')}`);
    const listed = selectOptions(field('MOLTE', { type: 'SELECT', selectValueList: many, selectLabelList: many }));
    expect(listed).toHaveLength(MAX_SELECT_OPTIONS);
    expect(listed[0]).toEqual({ value: 'Opzione 000', label: 'Opzione 000' });
  });

  it("prefills the subject's data into linked fields, dates as dd/MM/yyyy, else the field's default", () => {
    const values = initialRequestValues(
      [
        field('PROVINCIA', { type: 'SELECT', legalPersonField: 'siglaProvincia' }),
        field('CCIAA', {
          type: 'SELECT',
          legalPersonField: 'siglaProvincia',
          selectValueList: ['RM', 'TO'],
          selectLabelList: ['Roma', 'Torino'],
        }),
        field('NASCITA', { type: 'DATE', physicalPersonField: 'dataNascita' }),
        field('NOTE', { defaultValue: 'nessuna' }),
        field('URGENTE', { type: 'FLAG', defaultValue: 'S' }),
      ],
      {
        type: 'PG',
        company: {
          codiceFiscale: '01234567890',
          partitaIva: '01234567890',
          denominazione: 'ROSSI',
          siglaProvincia: 'MI',
        },
      } as never,
    );
    // MI is not among the CCIAA options offered: left empty rather than refused on 'Avanti'.
    expect(values).toEqual({ PROVINCIA: 'MI', CCIAA: '', NASCITA: '', NOTE: 'nessuna', URGENTE: true });
    const person = initialRequestValues([field('NASCITA', { type: 'DATE', physicalPersonField: 'dataNascita' })], {
      type: 'PF',
      person: { codiceFiscale: 'RSSMRA80A01F205X', denominazione: 'ROSSI MARIO', dataNascita: '1980-01-01' },
    } as never);
    expect(person).toEqual({ NASCITA: '01/01/1980' });
  });
});
