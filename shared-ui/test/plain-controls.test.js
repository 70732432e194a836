import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { act, render, screen } from '@testing-library/react';
import { authStore, resetAuthStore } from '@portal/shared-auth';
import { TEST_TENANTS } from '@portal/shared-auth/testing';
import { LockOutlinedIcon, PlainAlert, PlainButton, PlainField, PlainPasswordInput, PRIMARY_VARIABLE, readableOnWhite, paletteOf, Spinner, useTenantColourVariable, } from '@portal/shared-ui/plain';
import { setupUser } from '@portal/shared-ui/testing';
describe('plain controls (the sign-in page, before antd loads)', () => {
    it('ties a label, its input and its error together for screen readers', () => {
        render(_jsx(PlainField, { id: "name", label: "Nome utente", error: "Campo obbligatorio", children: (field) => _jsx("input", { ...field }) }));
        const input = screen.getByLabelText('Nome utente');
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription('Campo obbligatorio');
    });
    it('shows and hides the password with its eye, from the keyboard too', async () => {
        const user = setupUser();
        render(_jsx(PlainField, { id: "password", label: "Password", children: (field) => _jsx(PlainPasswordInput, { ...field, prefix: LockOutlinedIcon, defaultValue: "segreta" }) }));
        const password = screen.getByLabelText('Password');
        expect(password).toHaveAttribute('type', 'password');
        await user.click(screen.getByRole('button', { name: 'Mostra il testo digitato' }));
        expect(password).toHaveAttribute('type', 'text');
        screen.getByRole('button', { name: 'Nascondi il testo digitato' }).focus();
        await user.keyboard('{Enter}');
        expect(password).toHaveAttribute('type', 'password');
    });
    it('a loading button cannot be pressed again and says it is busy', async () => {
        const user = setupUser();
        const pressed = jest.fn();
        const { rerender } = render(_jsx(PlainButton, { onClick: pressed, children: "Accedi" }));
        await user.click(screen.getByRole('button', { name: 'Accedi' }));
        rerender(_jsx(PlainButton, { onClick: pressed, loading: true, children: "Accedi" }));
        const button = screen.getByRole('button', { name: 'Accedi' });
        expect(button).toBeDisabled();
        expect(button).toHaveAttribute('aria-busy', 'true');
        await user.click(button);
        expect(pressed).toHaveBeenCalledTimes(1);
    });
    it('an error is announced; the spinner is a named status', () => {
        render(_jsxs(_Fragment, { children: [_jsx(PlainAlert, { children: "Nome utente o password non validi" }), _jsx(Spinner, {})] }));
        expect(screen.getByRole('alert')).toHaveTextContent('Nome utente o password non validi');
        expect(screen.getByRole('status', { name: 'Caricamento' })).toBeInTheDocument();
    });
    it("follows the tenant's colour, darkened where white text on it would not read", () => {
        resetAuthStore();
        function Page() {
            useTenantColourVariable();
            return null;
        }
        render(_jsx(Page, {}));
        const variable = () => document.documentElement.style.getPropertyValue(PRIMARY_VARIABLE);
        expect(variable()).toBe(readableOnWhite(paletteOf('default').primary));
        act(() => authStore.setState({ tenant: { ...TEST_TENANTS.alfa, palette: 'amber' } }));
        expect(variable()).toBe(readableOnWhite(paletteOf('amber').primary));
        expect(variable()).not.toBe(paletteOf('amber').primary);
    });
});
