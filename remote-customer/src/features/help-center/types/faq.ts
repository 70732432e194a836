export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** One accordion section of /help-center/faq (spec 001 §2.5). */
export interface FaqSection {
  id: string;
  title: 'Account' | 'Servizi' | 'Cruscotto Del Credito' | 'Abbrevia X' | 'Altro';
  entries: FaqEntry[];
}
