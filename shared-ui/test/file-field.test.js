import { jsx as _jsx } from "react/jsx-runtime";
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@portal/shared-ui/testing';
import { UPLOAD_ERROR } from '@portal/shared-auth/files';
import { FileField } from '../src/files/file-field';
let user;
beforeEach(() => {
    user = setupUser();
});
describe('FileField', () => {
    it('uploads the chosen file; with no file only Carica shows', async () => {
        const onUpload = jest.fn().mockResolvedValue(undefined);
        render(_jsx(FileField, { label: "Scheda esempio", fileName: null, onUpload: onUpload, onDownload: jest.fn() }));
        expect(screen.getByText('Nessun file caricato')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Scarica/ })).not.toBeInTheDocument();
        const file = new File(['x'], 'esempio.xlsx');
        await user.upload(screen.getByTestId('file-input'), file);
        await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
    });
    it("says 'Errore durante l'upload del file' when the upload fails", async () => {
        render(_jsx(FileField, { label: "Scheda esempio", fileName: null, onUpload: jest.fn().mockRejectedValue(new Error('x')), onDownload: jest.fn() }));
        await user.upload(screen.getByTestId('file-input'), new File(['x'], 'a.xlsx'));
        expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_ERROR);
    });
    it('downloads, and removes after the confirmation', async () => {
        const onDownload = jest.fn().mockResolvedValue(undefined);
        const onRemove = jest.fn().mockResolvedValue(undefined);
        render(_jsx(FileField, { label: "Scheda esempio", fileName: "esempio.xlsx", onUpload: jest.fn(), onDownload: onDownload, onRemove: onRemove, removeTitle: "Rimozione Scheda esempio" }));
        expect(screen.getByTestId('file-name')).toHaveTextContent('esempio.xlsx');
        await user.click(screen.getByRole('button', { name: /Scarica/ }));
        await waitFor(() => expect(onDownload).toHaveBeenCalled());
        await user.click(screen.getByRole('button', { name: 'Rimuovi Scheda esempio' }));
        expect(await screen.findByRole('dialog')).toHaveTextContent('Rimozione Scheda esempio');
        expect(onRemove).not.toHaveBeenCalled();
        await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
        await waitFor(() => expect(onRemove).toHaveBeenCalled());
    });
    it('cannot upload while disabled', async () => {
        render(_jsx(FileField, { label: "Scheda esempio", fileName: null, disabled: true, disabledText: "Disponibile dopo il primo salvataggio", onUpload: jest.fn(), onDownload: jest.fn() }));
        expect(screen.getByRole('button', { name: /Carica/ })).toBeDisabled();
        expect(screen.getByText('Disponibile dopo il primo salvataggio')).toBeInTheDocument();
    });
});
