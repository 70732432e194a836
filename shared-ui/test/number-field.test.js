import { jsx as _jsx } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, NumberField } from '@portal/shared-ui/forms';
describe('NumberField', () => {
    it('has no step buttons named in English; the arrow keys step the value', async () => {
        render(_jsx(Formik, { initialValues: { ordine: 4 }, onSubmit: () => undefined, children: _jsx(NumberField, { name: "ordine", label: "Ordine" }) }));
        expect(screen.queryByRole('button', { name: /Increase Value|Decrease Value/ })).toBeNull();
        const input = screen.getByLabelText('Ordine');
        await userEvent.click(input);
        await userEvent.keyboard('{ArrowUp}');
        expect(input).toHaveValue('5');
    });
});
