import { jsx as _jsx, Fragment as _Fragment, jsxs as _jsxs } from "react/jsx-runtime";
import { createRef, forwardRef, useEffect } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazyStandIn } from '../src/theme/lazy-stand-in';
import { lazyNoticeHook } from '../src/theme/lazy-notices';
import LazyHookModal from '../src/theme/lazy-hook-modal';
import { flattenKeys } from '../src/theme/table-filter-dropdown';
import { withConfirm, withWarn } from '../src/theme/modal-kinds';
import useLazyMessage from '../src/theme/lazy-use-message';
import useLazyNotification from '../src/theme/lazy-use-notification';
describe('lazyStandIn', () => {
    it('draws nothing until the part’s code arrives, then the part with its props and ref', async () => {
        let arrive;
        const arrived = new Promise((resolve) => (arrive = resolve));
        const Part = forwardRef(function Part({ text }, ref) {
            return _jsx("span", { ref: ref, children: text });
        });
        const StandIn = lazyStandIn(() => arrived.then(() => ({ default: Part })));
        const ref = createRef();
        const { container } = render(_jsx(StandIn, { text: "Copia", ref: ref }));
        expect(container).toBeEmptyDOMElement();
        arrive();
        expect(await screen.findByText('Copia')).toBe(ref.current);
    });
});
describe('the lazy dialog of App.useApp().modal', () => {
    it('applies an update made before its code arrived, then closes on destroy', async () => {
        const ref = createRef();
        const afterClose = jest.fn();
        render(_jsx(LazyHookModal, { ref: ref, config: withConfirm({ title: 'Confermi la ricarica?', content: 'Importo 10,00 €', okText: 'Conferma' }), afterClose: afterClose }));
        ref.current.update({ title: 'Confermi la ricarica di 10,00 €?' });
        expect((await screen.findAllByText('Confermi la ricarica di 10,00 €?'))[0]).toBeVisible();
        expect(screen.queryByText('Confermi la ricarica?')).toBeNull();
        expect(screen.getByRole('button', { name: 'Conferma' })).toBeVisible();
        ref.current.destroy();
        await waitFor(() => expect(afterClose).toHaveBeenCalled());
    });
    it('closes a dialog destroyed before its code arrived', async () => {
        const ref = createRef();
        const afterClose = jest.fn();
        render(_jsx(LazyHookModal, { ref: ref, config: withWarn({ title: 'Attenzione' }), afterClose: afterClose }));
        ref.current.destroy();
        await waitFor(() => expect(afterClose).toHaveBeenCalled());
    });
});
describe('the lazy notices of App.useApp()', () => {
    it('shows the toasts asked for before their code arrived, then the later ones', async () => {
        function Page() {
            const [message, holder] = useLazyMessage();
            useEffect(() => {
                void message.success('Richiesta inviata', 0);
                void message.error('Credito insufficiente', 0);
            }, [message]);
            return (_jsxs(_Fragment, { children: [holder, _jsx("button", { onClick: () => void message.info('Terzo avviso', 0), children: "Ancora" })] }));
        }
        render(_jsx(Page, {}));
        expect(await screen.findByText('Richiesta inviata')).toBeVisible();
        expect(screen.getByText('Credito insufficiente')).toBeVisible();
        fireEvent.click(screen.getByRole('button', { name: 'Ancora' }));
        expect(await screen.findByText('Terzo avviso')).toBeVisible();
    });
    it('gives back, before the code arrived, a function that closes the notice and a promise of its closing', async () => {
        const close = jest.fn();
        const realResult = Object.assign(close, {
            then: (done) => Promise.resolve(true).then(done),
        });
        const realApi = { loading: jest.fn((_text) => realResult) };
        const useFakeNotices = () => [realApi, _jsx("span", { children: "avvisi" }, "holder")];
        const useNotices = lazyNoticeHook(async () => ({ default: useFakeNotices }), ['loading']);
        let api;
        function Page() {
            const [notices, holder] = useNotices();
            api = notices;
            return holder;
        }
        render(_jsx(Page, {}));
        let hide;
        act(() => {
            hide = api.loading('Caricamento del report');
        });
        const closed = hide.then((value) => value);
        hide();
        await waitFor(() => expect(close).toHaveBeenCalled());
        expect(realApi.loading).toHaveBeenCalledWith('Caricamento del report');
        await expect(closed).resolves.toBe(true);
    });
    it('shows notifications the same way', async () => {
        function Page() {
            const [notification, holder] = useLazyNotification();
            useEffect(() => notification.warning({ title: 'Sessione in scadenza', duration: 0 }), [notification]);
            return holder;
        }
        render(_jsx(Page, {}));
        expect(await screen.findByText('Sessione in scadenza')).toBeVisible();
    });
});
describe('the table filter stand-in', () => {
    it('flattens nested filter values as antd does', () => {
        expect(flattenKeys([
            { text: 'A', value: 'a', children: [{ text: 'B', value: 'b', children: [{ text: 'C', value: 3 }] }] },
            { text: 'D', value: true },
        ])).toEqual(['a', 'b', 3, true]);
        expect(flattenKeys(undefined)).toEqual([]);
    });
});
