/** The two kinds of subject a report is about (spec 000 §3): a company or a natural person. */
export const SUBJECT_KINDS = ['PF', 'PG'] as const;

/** 'PF' persona fisica, 'PG' persona giuridica. */
export type SubjectKind = (typeof SUBJECT_KINDS)[number];
