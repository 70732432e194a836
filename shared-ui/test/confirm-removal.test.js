import { jsx as _jsx } from "react/jsx-runtime";
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import { RemoveButton, PERMANENT_REMOVAL_TEXT } from '../src/feedback/confirm-removal';
let user;
beforeEach(() => {
    user = setupUser();
});
describe('RemoveButton', () => {
    it('asks first, with Rimuovi and Annulla; Annulla removes nothing', async () => {
        const onConfirm = jest.fn();
        render(_jsx(RemoveButton, { title: "Rimozione campo form", onConfirm: onConfirm }));
        await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('Rimozione campo form');
        expect(dialog).toHaveTextContent(PERMANENT_REMOVAL_TEXT);
        await user.click(screen.getByRole('button', { name: 'Annulla' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(onConfirm).not.toHaveBeenCalled();
    });
    it('removes on Rimuovi and closes once done', async () => {
        let finish;
        const onConfirm = jest.fn(() => new Promise((resolve) => (finish = resolve)));
        render(_jsx(RemoveButton, { title: "Rimozione contenuto", content: "Sei sicuro di voler rimuovere questo contenuto?", label: "Rimuovi contenuto", onConfirm: onConfirm }));
        await user.click(screen.getByRole('button', { name: 'Rimuovi contenuto' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('Sei sicuro di voler rimuovere questo contenuto?');
        await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
        expect(onConfirm).toHaveBeenCalledTimes(1);
        await waitFor(() => expect(screen.getByRole('button', { name: 'Annulla' })).toBeDisabled());
        finish();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    it('stays open when the removal fails', async () => {
        const onConfirm = jest.fn().mockRejectedValue(new Error('409'));
        render(_jsx(RemoveButton, { title: "Rimozione prodotto", onConfirm: onConfirm }));
        await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
        await screen.findByRole('dialog');
        await user.click(screen.getAllByRole('button', { name: 'Rimuovi' }).at(-1));
        await waitFor(() => expect(onConfirm).toHaveBeenCalled());
        await waitFor(() => expect(screen.getByRole('button', { name: 'Annulla' })).toBeEnabled());
        expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
    it('can be disabled', async () => {
        render(_jsx(RemoveButton, { title: "x", onConfirm: jest.fn(), disabled: true }));
        expect(screen.getByRole('button', { name: 'Rimuovi' })).toBeDisabled();
    });
});
