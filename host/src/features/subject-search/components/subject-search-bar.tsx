import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  QuestionCircleOutlined,
  SearchOutlined,
  ChoiceSwitch,
  Spin,
  TextInput,
  Tooltip,
} from '@portal/shared-ui/shell';
import { rightDrawer, type Subject } from '../../../stores/right-drawer-store';
import { isUsablePersonAnswer, searchCompanies, searchPersons } from '../api/search-subjects';
import type { Company, Person, SearchMode } from '../types';
import { CompanyRow, PersonRow } from './subject-rows';

export const SEARCH_PLACEHOLDER = 'Denominazione, Codice fiscale o P. IVA';
/** Spec 000 §2.5's text, its slip ('prova le ricerca') corrected (issue 46). */
export const NO_RESULTS = 'Non sono stati trovati risultati. Modifica la ricerca o prova la ricerca avanzata.';
export const ADVANCED_LINK = 'Vuoi fare una ricerca avanzata o calcolare il codice fiscale?';
/** Show and hide delay of the help tooltip (spec 000 §9), in seconds as antd wants it. */
export const HELP_DELAY_S = 0.5;
export const HELP_TEXT =
  "Cerca un'azienda per denominazione, codice fiscale o partita IVA, oppure una persona per nome e cognome " +
  'o codice fiscale: scegli il tipo di soggetto e premi Invio. Ctrl+K porta qui il cursore da ogni pagina.';

/** Only the first page is shown: say how many more there are. */
export function moreResults(shown: number, total: number): string {
  return `Sono mostrati i primi ${shown} risultati su ${total.toLocaleString('it-IT')}: precisa la ricerca.`;
}

type Results = ({ mode: 'PG'; items: Company[] } | { mode: 'PF'; items: Person[] }) & { total: number };

/** The top bar's subject search (spec 000 §2.5, §4). */
export function SubjectSearchBar() {
  const [mode, setMode] = useState<SearchMode>('PG');
  const [term, setTerm] = useState('');
  const [searching, setSearching] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  const clear = useCallback(() => {
    latest.current++;
    setTerm('');
    setResults(null);
    setSearching(false);
    setPanelOpen(false);
  }, []);

  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    const outside = (event: MouseEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) clear();
    };
    document.addEventListener('keydown', focus);
    document.addEventListener('mousedown', outside);
    return () => {
      document.removeEventListener('keydown', focus);
      document.removeEventListener('mousedown', outside);
    };
  }, [clear]);

  function select(subject: Subject) {
    rightDrawer.openProductSelection(subject);
    clear();
  }

  async function search() {
    const text = term.trim();
    if (!text || searching) return;
    const call = ++latest.current;
    setSearching(true);
    setPanelOpen(true);
    try {
      if (mode === 'PG') {
        const page = await searchCompanies(text);
        if (call !== latest.current) return;
        // One company found: straight to product selection (spec 000 §2.5).
        if (page.content.length === 1 && page.totalElements === 1) {
          select({ type: 'PG', company: page.content[0] });
          return;
        }
        setResults({ mode: 'PG', items: page.content, total: page.totalElements });
      } else {
        const page = await searchPersons(text);
        if (call !== latest.current) return;
        const usable = isUsablePersonAnswer(page.content);
        setResults({ mode: 'PF', items: usable ? page.content : [], total: usable ? page.totalElements : 0 });
      }
    } catch {
      // The client has shown the server's message.
    } finally {
      if (call === latest.current) {
        setSearching(false);
        // The box was disabled while searching; the user carries on typing.
        setTimeout(() => inputRef.current?.focus());
      }
    }
  }

  function switchMode(next: SearchMode) {
    latest.current++;
    setMode(next);
    setResults(null);
    setSearching(false);
  }

  function openAdvanced() {
    rightDrawer.openSearch(mode);
    clear();
  }

  return (
    <div className="subject-search" ref={containerRef}>
      <ChoiceSwitch<SearchMode>
        size="small"
        value={mode}
        onChange={switchMode}
        options={[
          { value: 'PG', label: 'Azienda' },
          { value: 'PF', label: 'Persona' },
        ]}
        label="Tipo di soggetto"
      />
      <TextInput
        ref={(input) => {
          inputRef.current = input?.input ?? null;
        }}
        className="subject-search-input"
        value={term}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Cerca soggetto"
        disabled={searching}
        onChange={(event) => setTerm(event.target.value)}
        onFocus={() => setPanelOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void search();
          if (event.key === 'Escape') clear();
        }}
        suffix={
          searching ? (
            <Spin size="small" aria-label="Ricerca in corso" />
          ) : (
            <SearchOutlined aria-label="Avvia la ricerca" role="button" onClick={() => void search()} />
          )
        }
      />
      <Tooltip title={HELP_TEXT} mouseEnterDelay={HELP_DELAY_S} mouseLeaveDelay={HELP_DELAY_S}>
        <QuestionCircleOutlined className="subject-search-help" aria-label="Come funziona la ricerca" tabIndex={0} />
      </Tooltip>
      {panelOpen && (
        <div className="subject-search-panel" role="region" aria-label="Risultati della ricerca">
          {results && results.items.length > 0 && (
            <>
              <h2>Risultati</h2>
              <ul className="subject-result-list">
                {results.mode === 'PG'
                  ? results.items.map((company) => (
                      <li key={company.partitaIva || company.codiceFiscale}>
                        <button type="button" onClick={() => select({ type: 'PG', company })}>
                          <CompanyRow company={company} />
                        </button>
                      </li>
                    ))
                  : results.items.map((person) => (
                      <li key={person.codiceFiscale}>
                        <button type="button" onClick={() => select({ type: 'PF', person })}>
                          <PersonRow person={person} />
                        </button>
                      </li>
                    ))}
              </ul>
              {results.total > results.items.length && (
                <p className="subject-search-empty">{moreResults(results.items.length, results.total)}</p>
              )}
            </>
          )}
          {results && results.items.length === 0 && <p className="subject-search-empty">{NO_RESULTS}</p>}
          <Button type="link" style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }} onClick={openAdvanced}>
            {ADVANCED_LINK}
          </Button>
        </div>
      )}
    </div>
  );
}
