import type { FaqEntry, FaqSection } from '../types/faq';

/**
 * The FAQ of the help center. The figures (amounts, delays, retention) are the help texts
 * of spec 001 §9: change them here and only here.
 */
export const FAQ_SECTIONS: readonly FaqSection[] = [
  {
    id: 'account',
    title: 'Account',
    entries: [
      {
        id: 'accesso',
        question: 'Come accedo al portale?',
        answer:
          'Dalla pagina di accesso inserisci il nome utente e la password che ti sono stati comunicati. ' +
          'Se la tua utenza appartiene a un altro portale del gruppo, scrivi il nome utente nella forma ' +
          'nome@portale: il portale ne applica l’aspetto e ti fa accedere.',
      },
      {
        id: 'password-dimenticata',
        question: 'Ho dimenticato la password: come la recupero?',
        answer:
          'Nella pagina di accesso scegli «Password dimenticata?» e indica il tuo nome utente: riceverai ' +
          'per e-mail le istruzioni per impostarne una nuova. Se il recupero non è abilitato per la tua ' +
          'utenza, rivolgiti al gestore della tua azienda oppure scrivi al supporto.',
      },
      {
        id: 'cambio-password',
        question: 'Come cambio la mia password?',
        answer:
          'Apri il menu del tuo profilo in alto a destra e scegli «Cambia password». La pagina indica la ' +
          'lunghezza minima richiesta, quante delle ultime password non possono essere riutilizzate e ' +
          'per quanti giorni resta valida la nuova password.',
      },
      {
        id: 'ricarica-minima',
        question: 'Qual è l’importo minimo di una ricarica del credito?',
        answer:
          'L’importo minimo di una ricarica è di 500,00 EUR. Il credito ricaricato viene scalato a ogni ' +
          'richiesta in base al listino del tuo contratto.',
      },
    ],
  },
  {
    id: 'servizi',
    title: 'Servizi',
    entries: [
      {
        id: 'online-offline',
        question: 'Che differenza c’è tra un servizio online e uno offline?',
        answer:
          'Un servizio online restituisce il report subito, appena la richiesta è completata. Un servizio ' +
          'offline viene lavorato dai nostri analisti e viene evaso in un periodo compreso tra 3 e 30 ' +
          'giorni lavorativi, secondo il prodotto scelto: la data prevista è indicata al momento della richiesta.',
      },
      {
        id: 'orario-limite',
        question: 'Entro che ora devo inviare una richiesta offline perché parta in giornata?',
        answer:
          'Le richieste offline inviate entro le 11:00 di un giorno lavorativo vengono prese in carico in ' +
          'giornata; quelle inviate dopo le 11:00 partono dal giorno lavorativo successivo.',
      },
      {
        id: 'annullamento',
        question: 'Posso annullare una richiesta già inviata?',
        answer:
          'Le richieste online non possono essere annullate, perché il report viene prodotto subito. Una ' +
          'richiesta offline può essere annullata entro 1 ora dall’invio: la conferma dell’annullamento ' +
          'arriva per e-mail entro 30 minuti.',
      },
      {
        id: 'conservazione-report',
        question: 'Per quanto tempo posso scaricare i report acquistati?',
        answer:
          'I report online restano disponibili per 24 mesi dall’acquisto, quelli offline per 120 giorni ' +
          'dall’evasione. Ti consigliamo di scaricare in PDF i report che vuoi conservare più a lungo.',
      },
      {
        id: 'monitoraggio',
        question: 'Quanto dura un monitoraggio e come lo rinnovo?',
        answer:
          'Un monitoraggio dura 12 mesi dall’attivazione. Nell’elenco dei rinnovi trovi i monitoraggi che ' +
          'scadono nei 30 giorni successivi: da lì puoi rinnovarli prima della scadenza.',
      },
      {
        id: 'richiesta-massiva',
        question: 'Posso inviare molte richieste insieme?',
        answer:
          'Sì, per i prodotti che lo consentono: nel primo passo della richiesta scegli la scheda di ' +
          'caricamento file e carica un foglio (xlsx o csv) con al massimo 1.000 righe, con i nomi delle ' +
          'colonne nella prima riga. Il portale controlla ogni riga e segnala gli errori da correggere prima dell’invio.',
      },
    ],
  },
  {
    id: 'cruscotto-del-credito',
    title: 'Cruscotto Del Credito',
    entries: [
      {
        id: 'cosa-e',
        question: 'Che cos’è il Cruscotto Del Credito?',
        answer:
          'È l’area che raccoglie in un’unica vista le aziende che segui, con le informazioni utili a ' +
          'valutarne l’affidabilità. È visibile agli utenti abilitati al cruscotto: se non la vedi nel menu, ' +
          'chiedi l’abilitazione al gestore della tua azienda.',
      },
      {
        id: 'categorie',
        question: 'Come posso classificare le aziende nel cruscotto?',
        answer:
          'Ogni azienda può essere assegnata a una delle 4 categorie: cliente, fornitore, prospect o ' +
          'competitor. Le categorie ti permettono di filtrare il cruscotto e di concentrarti su un gruppo alla volta.',
      },
      {
        id: 'conservazione-risultati',
        question: 'Per quanto tempo restano visibili i risultati?',
        answer:
          'I risultati restano consultabili per 90 giorni. I report acquistati seguono invece i propri ' +
          'tempi di conservazione: 24 mesi per quelli online e 120 giorni per quelli offline.',
      },
    ],
  },
  {
    id: 'abbrevia-x',
    title: 'Abbrevia X',
    entries: [
      {
        id: 'richiesta',
        question: 'Come richiedo un prodotto Abbrevia X?',
        answer:
          'Dall’elenco dei servizi apri la linea Abbrevia X, scegli il prodotto e compila i dati del ' +
          'soggetto (persona fisica o giuridica). Prima di confermare vedi il riepilogo della richiesta.',
      },
      {
        id: 'non-visibile',
        question: 'Non trovo Abbrevia X tra i servizi: perché?',
        answer:
          'I servizi visibili dipendono dal contratto della tua azienda. Se ti serve Abbrevia X, chiedi al ' +
          'gestore della tua azienda oppure scrivi al supporto indicando il prodotto che ti interessa.',
      },
      {
        id: 'tempi',
        question: 'In quanto tempo ricevo l’esito?',
        answer:
          'Per i prodotti online l’esito è disponibile subito. Per quelli offline valgono i tempi indicati ' +
          'nella scheda del prodotto, tra 3 e 30 giorni lavorativi; ricevi una notifica quando l’esito è pronto.',
      },
    ],
  },
  {
    id: 'altro',
    title: 'Altro',
    entries: [
      {
        id: 'supporto',
        question: 'Come contatto l’assistenza?',
        answer:
          'Compila il modulo della pagina Supporto del centro assistenza con il tuo nome, il tuo indirizzo ' +
          'e-mail e la tua richiesta: ti risponderemo entro 24 ore.',
      },
      {
        id: 'orari',
        question: 'In quali orari sono disponibili i servizi?',
        answer:
          'I servizi online e i web service sono disponibili nei giorni feriali dalle 08:00 alle 21:00, nei ' +
          'giorni festivi dalle 08:00 alle 20:00 e l’ultimo giorno del mese dalle 08:00 alle 19:00. Le ' +
          'richieste offline si possono inviare ogni giorno, a qualsiasi ora.',
      },
      {
        id: 'notifiche',
        question: 'Come so che una richiesta offline è stata evasa?',
        answer:
          'Quando l’esito è pronto ricevi una notifica nel portale (l’icona della campanella in alto) e lo ' +
          'trovi nell’elenco delle tue richieste, da cui puoi aprirlo o scaricarlo in PDF.',
      },
    ],
  },
];

/** The three questions asked most often, shown on the help center's first page. */
const TOP_FAQ_IDS = ['servizi/annullamento', 'servizi/conservazione-report', 'account/ricarica-minima'] as const;

export const TOP_FAQS: readonly (FaqEntry & { key: string; section: string })[] = TOP_FAQ_IDS.map((key) => {
  const [sectionId, entryId] = key.split('/');
  const section = FAQ_SECTIONS.find((candidate) => candidate.id === sectionId)!;
  const entry = section.entries.find((candidate) => candidate.id === entryId)!;
  return { ...entry, key, section: section.title };
});
