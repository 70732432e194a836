/** The account area's lists (designed here: the spec names none): 20 rows a page, or 50 or 100. */
export const ACCOUNT_PAGE_SIZES = [20, 50, 100] as const;
