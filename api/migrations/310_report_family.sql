-- Issue 45: the report a product delivers is chosen in the catalogue; null keeps the family its
-- code and name suggest (api/src/reports/families.ts), so every existing product reports as before.
ALTER TABLE products ADD COLUMN report_family text
  CHECK (report_family IN ('visura', 'affidabilita', 'gruppo', 'bilanci', 'protesti', 'catasto', 'persone',
    'monitoraggio', 'estero'));
