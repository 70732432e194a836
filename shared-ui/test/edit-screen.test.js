import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { Link } from '@portal/shared-auth/router';
import { ApiError } from '@portal/shared-auth';
import { TextField } from '@portal/shared-ui/forms';
import { fill, renderRoute, setupUser } from '@portal/shared-ui/testing';
import { EditScreen, SAVED_TEXT } from '../src/forms/edit-screen';
import { UNSAVED_CHANGES_TITLE } from '../src/edit/unsaved-changes';
let user;
beforeEach(() => {
    user = setupUser();
});
const schema = yup.object({ code: yup.string().required('Campo obbligatorio'), name: yup.string() });
function remote(data, refetch = jest.fn(() => Promise.resolve())) {
    return { data, isFetching: false, error: null, refetch };
}
function renderScreen(options) {
    const { record, saving, refetch } = options;
    const isNew = record === undefined;
    const saveModel = {
        create: jest.fn(),
        update: jest.fn(),
        ...saving,
    };
    renderRoute('/thing/:id', _jsx(EditScreen, { isNew: isNew, record: remote(record, refetch), recordKey: isNew ? 'new' : `${record.id}-${record.version}`, initialValues: { code: record?.code ?? '', name: record?.name ?? '' }, validationSchema: schema, saving: saveModel, title: isNew ? 'Nuova cosa' : 'Modifica cosa', backTo: "/things?page=1", panels: () => [
            {
                key: 'main',
                title: 'Generale',
                content: (_jsxs(_Fragment, { children: [_jsx(TextField, { name: "code", label: "Codice", required: true }), _jsx(TextField, { name: "name", label: "Nome" }), _jsx(Link, { to: "/elsewhere", children: "Altrove" })] })),
            },
        ] }), isNew ? '/thing/new' : `/thing/${record.id}`);
    return saveModel;
}
const existing = { id: 7, code: 'A1', name: 'Prima', version: 3 };
describe('EditScreen', () => {
    it('saves an existing record, says so and goes back to the list', async () => {
        const update = jest.fn(() => Promise.resolve({}));
        renderScreen({ record: existing, saving: { update } });
        await fill(user, screen.getByLabelText('Nome'), 'Seconda');
        await user.click(screen.getByRole('button', { name: 'Salva' }));
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/things?page=1'));
        expect(update).toHaveBeenCalledWith({ code: 'A1', name: 'Seconda' });
        expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
    });
    it('a new record may stay on its own screen once created', async () => {
        const create = jest.fn(() => Promise.resolve({ ...existing, id: 12 }));
        renderScreen({ saving: { create, stayOn: (created) => ({ to: `/thing/${created.id}`, state: { panel: 'x' } }) } });
        expect(screen.getByRole('button', { name: 'Crea' })).toBeDisabled();
        await fill(user, screen.getByLabelText('Codice'), 'B2');
        await user.click(screen.getByRole('button', { name: 'Crea' }));
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thing/12'));
        expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ panel: 'x' }));
    });
    it('an update may stay on the record: it says so, and the saved values are the new starting point', async () => {
        const update = jest.fn(() => Promise.resolve({}));
        renderScreen({ record: existing, saving: { update, stayAfterUpdate: true } });
        await fill(user, screen.getByLabelText('Nome'), 'Terza');
        await user.click(screen.getByRole('button', { name: 'Salva' }));
        expect(await screen.findByText(SAVED_TEXT)).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/thing/7');
        expect(screen.getByLabelText('Nome')).toHaveValue('Terza');
        // Nothing left unsaved: leaving does not ask.
        await user.click(screen.getByRole('link', { name: 'Altrove' }));
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere'));
    });
    it('a conflict stays above the panels with Ricarica, which reloads the record; the input stays meanwhile', async () => {
        const refetch = jest.fn(() => Promise.resolve());
        const update = jest.fn(() => Promise.reject(new ApiError('Il record è stato modificato da un altro utente', 409)));
        renderScreen({ record: existing, saving: { update }, refetch });
        await fill(user, screen.getByLabelText('Nome'), 'Mia');
        await user.click(screen.getByRole('button', { name: 'Salva' }));
        const banner = await screen.findByRole('alert');
        expect(banner).toHaveTextContent('Il record è stato modificato da un altro utente');
        expect(screen.getByLabelText('Nome')).toHaveValue('Mia');
        expect(screen.getByTestId('location')).toHaveTextContent('/thing/7');
        await user.click(screen.getByRole('button', { name: 'Ricarica' }));
        expect(refetch).toHaveBeenCalled();
    });
    it('a 400 naming a field is said under it', async () => {
        const update = jest.fn(() => Promise.reject(new ApiError('Codice già usato', 400, { field: 'code' })));
        renderScreen({ record: existing, saving: { update } });
        await fill(user, screen.getByLabelText('Nome'), 'Mia');
        await user.click(screen.getByRole('button', { name: 'Salva' }));
        expect(await screen.findByText('Codice già usato')).toBeInTheDocument();
    });
    it('leaving with changes not saved asks first: Resta keeps the page, Esci senza salvare leaves', async () => {
        renderScreen({ record: existing, saving: {} });
        await fill(user, screen.getByLabelText('Nome'), 'Cambiato');
        await user.click(screen.getByRole('link', { name: 'Altrove' }));
        expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Resta' }));
        expect(screen.getByTestId('location')).toHaveTextContent('/thing/7');
        expect(screen.getByLabelText('Nome')).toHaveValue('Cambiato');
        await user.click(screen.getByRole('link', { name: 'Altrove' }));
        await user.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere'));
    });
    it('an untouched form leaves without asking', async () => {
        renderScreen({ record: existing, saving: {} });
        await user.click(screen.getByRole('link', { name: 'Altrove' }));
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere'));
        expect(screen.queryByText(UNSAVED_CHANGES_TITLE)).not.toBeInTheDocument();
    });
});
