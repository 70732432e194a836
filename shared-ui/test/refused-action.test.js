import { jsx as _jsx } from "react/jsx-runtime";
import { render, screen } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import Button from 'antd/es/button';
import { RefusedAction } from '../src/controls/refused-action';
import { SaveButton } from '../src/edit/edit-page';
let user;
beforeEach(() => {
    user = setupUser();
});
describe('RefusedAction', () => {
    it('offers the action as it is without a reason', async () => {
        const onClick = jest.fn();
        render(_jsx(RefusedAction, { reason: null, children: _jsx(Button, { onClick: onClick, children: "Approva" }) }));
        await user.click(screen.getByRole('button', { name: 'Approva' }));
        expect(onClick).toHaveBeenCalledTimes(1);
    });
    it('disables a refused action and tells why on hover and on keyboard focus', async () => {
        const onClick = jest.fn();
        const reason = 'Non puoi approvare una tua richiesta: deve farlo un altro approvatore';
        render(_jsx(RefusedAction, { reason: reason, children: _jsx(Button, { onClick: onClick, children: "Approva" }) }));
        expect(screen.getByRole('button', { name: 'Approva' })).toBeDisabled();
        await user.tab();
        expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
        expect(screen.getByLabelText(reason)).toHaveFocus();
        expect(onClick).not.toHaveBeenCalled();
    });
    it("SaveButton: a record the caller may not change can't be saved, whatever the form's state", async () => {
        const onClick = jest.fn();
        render(_jsx(SaveButton, { isNew: false, refusedReason: "Non puoi modificare questo utente", onClick: onClick }));
        expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
        await user.hover(screen.getByLabelText('Non puoi modificare questo utente'));
        expect(await screen.findByRole('tooltip')).toHaveTextContent('Non puoi modificare questo utente');
    });
});
