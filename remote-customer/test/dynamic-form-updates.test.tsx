import type { ComponentProps } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { requestFormProblems, type RequestFormField, type RequestFormValues } from '@portal/contracts/request-form';
import { DynamicForm } from '../src/features/ordering/components/dynamic-form';
import { FormState } from '../src/features/ordering/components/form-state';
import { orderFormField } from './support/order-form-field';

// Every Form.Item render is counted (in a test build, where Profiler reports): antd's items are what make a large form slow to type in.
const itemRenders: string[] = [];
jest.mock('@portal/shared-ui', () => {
  const actual = jest.requireActual('@portal/shared-ui');
  // A Profiler sees the item render for any reason, a context it reads included.
  const { Profiler } = jest.requireActual('react');
  const Item = (props: ComponentProps<typeof actual.Form.Item>) => (
    <Profiler id={String(props['data-field-code'])} onRender={(id: string) => itemRenders.push(id)}>
      <actual.Form.Item {...props} />
    </Profiler>
  );
  const Form = (props: ComponentProps<typeof actual.Form>) => <actual.Form {...props} />;
  Form.Item = Item;
  return { ...actual, Form };
});

const FIELDS = 150;
const field = (index: number) =>
  orderFormField(`CAMPO_${index}`, { name: `Campo ${index}`, obligatory: index % 3 === 0, order: index });
const fields = Array.from({ length: FIELDS }, (_, index) => field(index));

// As the wizard keeps them: state, the same object until a server check answers.
const NO_SERVER_ERRORS = {};

// Every pass of the form's rules over its 150 fields.
let checks = 0;

function renderForm() {
  const rules = fields as unknown as RequestFormField[];
  checks = 0;
  return render(
    <FormState<RequestFormValues>
      initialValues={Object.fromEntries(fields.map((each) => [each.fieldCode, '']))}
      validate={(values) => {
        checks += 1;
        return requestFormProblems(rules, values);
      }}
      onSubmit={() => undefined}
    >
      {(formik) => (
        <>
          <DynamicForm
            formik={formik}
            fields={fields}
            subjectType="PG"
            serverErrors={NO_SERVER_ERRORS}
            onServerError={() => undefined}
            productId={31}
            onAttachment={() => undefined}
          />
          <button type="button" onClick={() => void formik.submitForm()}>
            Avanti
          </button>
        </>
      )}
    </FormState>,
  );
}

describe('DynamicForm updates field by field (a form of 150 fields)', () => {
  it('draws every field once', () => {
    renderForm();
    expect(new Set(itemRenders).size).toBe(FIELDS);
  });

  it('a keystroke renders the field typed in, not the other 149', async () => {
    renderForm();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the items' own settling after mount
    itemRenders.length = 0;
    fireEvent.change(document.getElementById('CAMPO_70')!, { target: { value: 'a' } });
    await waitFor(() => expect(document.getElementById('CAMPO_70')).toHaveValue('a'));
    await new Promise((resolve) => setTimeout(resolve, 20)); // Formik's validation after the change
    expect(new Set(itemRenders)).toEqual(new Set(['CAMPO_70']));
  });

  it("'Avanti' still shows every required field's message, and leaving a field its own", async () => {
    renderForm();
    fireEvent.blur(document.getElementById('CAMPO_3')!);
    expect(await screen.findByText('Campo 3 è obbligatorio')).toBeInTheDocument();
    expect(screen.queryByText('Campo 6 è obbligatorio')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Campo 147 è obbligatorio')).toBeInTheDocument();
    expect(screen.getAllByText(/è obbligatorio$/)).toHaveLength(FIELDS / 3);
  });

  it('once a change has checked the form, leaving a field shows its message without another pass', async () => {
    renderForm();
    fireEvent.change(document.getElementById('CAMPO_1')!, { target: { value: 'a' } });
    await waitFor(() => expect(checks).toBe(1));
    fireEvent.blur(document.getElementById('CAMPO_3')!);
    expect(await screen.findByText('Campo 3 è obbligatorio')).toBeInTheDocument();
    fireEvent.blur(document.getElementById('CAMPO_1')!);
    await new Promise((resolve) => setTimeout(resolve, 20)); // a pass would have run by now
    expect(checks).toBe(1);
    // The message still follows the value, as the field is typed in.
    fireEvent.change(document.getElementById('CAMPO_3')!, { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByText('Campo 3 è obbligatorio')).not.toBeInTheDocument());
  });
});
