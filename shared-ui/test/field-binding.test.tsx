import { render, screen } from '@testing-library/react';
import { fill, setupUser } from '@portal/shared-ui/testing';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { fieldBinding, useFormik } from '../src/forms';

function CodeForm({ eager }: { eager?: boolean }) {
  const formik = useFormik({
    initialValues: { code: '' },
    validate: (values) => (values.code.length < 3 ? { code: 'Codice troppo corto' } : {}),
    onSubmit: () => undefined,
  });
  const binding = fieldBinding(formik, 'test', { eager });
  return (
    <Form component="div">
      <Form.Item {...binding.item('code', 'Codice')}>
        <Input {...binding.input('code')} />
      </Form.Item>
      <button type="button">Altrove</button>
    </Form>
  );
}

describe('fieldBinding', () => {
  it("shows a field's error once the user has left it", async () => {
    const user = setupUser();
    render(<CodeForm />);
    await fill(user, screen.getByLabelText('Codice'), 'ab');
    expect(screen.queryByText('Codice troppo corto')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Altrove' }));
    expect(await screen.findByText('Codice troppo corto')).toBeInTheDocument();
    expect(screen.getByLabelText('Codice')).toHaveAttribute('aria-invalid', 'true');
  });

  it('eager: as soon as the error is known, while typing', async () => {
    const user = setupUser();
    render(<CodeForm eager />);
    await fill(user, screen.getByLabelText('Codice'), 'ab');
    expect(await screen.findByText('Codice troppo corto')).toBeInTheDocument();
    expect(screen.getByLabelText('Codice')).toHaveFocus();
  });
});
