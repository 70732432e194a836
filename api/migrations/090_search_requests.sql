-- Search products (spec 001 §2.1): a search request keeps the companies it found, in order, so
-- its result step and the COMPANIES_IN_SEARCH_REQUEST drawer show what was paid for, later too.
ALTER TABLE requests ADD COLUMN found_company_ids integer[];
