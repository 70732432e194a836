import { jsx as _jsx } from "react/jsx-runtime";
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../src/testing/render-route';
import { ChoiceSwitch } from '../src/controls/choice-switch';
function Switch({ onChange }) {
    const [value, setValue] = useState('PG');
    return (_jsx(ChoiceSwitch, { label: "Tipo di soggetto", value: value, onChange: (next) => {
            setValue(next);
            onChange(next);
        }, options: [
            { value: 'PG', label: 'Azienda' },
            { value: 'PF', label: 'Persona', icon: _jsx("span", { "data-testid": "icon" }) },
        ] }));
}
describe('ChoiceSwitch', () => {
    it('a named group of radio buttons: a click chooses, the arrow keys move the choice', async () => {
        const user = setupUser();
        const onChange = jest.fn();
        render(_jsx(Switch, { onChange: onChange }));
        const group = screen.getByRole('radiogroup', { name: 'Tipo di soggetto' });
        expect(group).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: 'Azienda' })).toBeChecked();
        expect(screen.getByTestId('icon')).toBeInTheDocument();
        await user.click(screen.getByText('Persona'));
        expect(onChange).toHaveBeenLastCalledWith('PF');
        expect(screen.getByRole('radio', { name: 'Persona' })).toBeChecked();
        expect(screen.getByText('Persona').closest('label')).toHaveClass('portal-choice-selected');
        await user.keyboard('{ArrowLeft}');
        expect(onChange).toHaveBeenLastCalledWith('PG');
        expect(screen.getByRole('radio', { name: 'Azienda' })).toBeChecked();
    });
});
