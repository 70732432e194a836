import { jsx as _jsx } from "react/jsx-runtime";
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@portal/shared-ui/testing';
import { useState } from 'react';
import { DebouncedSearch } from '../src/list/debounced-search';
let user;
beforeEach(() => {
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
function Harness({ delay, onSearch }) {
    const [value, setValue] = useState('');
    return (_jsx(DebouncedSearch, { placeholder: "Cerca utente", value: value, delay: delay, onSearch: (text) => {
            setValue(text);
            onSearch(text);
        } }));
}
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
describe('DebouncedSearch', () => {
    it('reports the text once typing pauses for the delay, not before', async () => {
        const onSearch = jest.fn();
        render(_jsx(Harness, { delay: 700, onSearch: onSearch }));
        const input = screen.getByPlaceholderText('Cerca utente');
        await fill(user, input, 'ro');
        act(() => jest.advanceTimersByTime(500));
        await fill(user, input, 'rossi');
        act(() => jest.advanceTimersByTime(699));
        expect(onSearch).not.toHaveBeenCalled();
        act(() => jest.advanceTimersByTime(1));
        expect(onSearch).toHaveBeenCalledTimes(1);
        expect(onSearch).toHaveBeenCalledWith('rossi');
    });
    it('does not report the text it already has', async () => {
        const onSearch = jest.fn();
        render(_jsx(Harness, { delay: 1000, onSearch: onSearch }));
        const input = screen.getByRole('textbox', { name: 'Cerca utente' });
        await fill(user, input, 'x');
        await fill(user, input, '');
        act(() => jest.advanceTimersByTime(2000));
        expect(onSearch).not.toHaveBeenCalled();
    });
    it('shows a new value from outside (restored filters)', async () => {
        const { rerender } = render(_jsx(DebouncedSearch, { placeholder: "Cerca", value: "", delay: 1000, onSearch: jest.fn() }));
        rerender(_jsx(DebouncedSearch, { placeholder: "Cerca", value: "CF", delay: 1000, onSearch: jest.fn() }));
        expect(screen.getByPlaceholderText('Cerca')).toHaveValue('CF');
    });
});
