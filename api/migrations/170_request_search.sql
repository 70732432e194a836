-- The request history of a large client (100.000 requests) searched in one pass: what a search
-- matches on a request (subject, code, internal reference), lowered once when written instead
-- of five ILIKEs per row on every search. Product code and description are matched on the
-- products, which are few.
ALTER TABLE requests ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(coalesce(subject_name, '') || ' ' || coalesce(subject_code, '') || ' ' || coalesce(internal_reference, ''))
) STORED;
