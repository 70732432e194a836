-- Issue 45: the data a report was issued with, as the providers gave it at the order (one
-- document, the same on every download). Null for requests issued before, and for offline
-- ones: their document is drawn from the providers when first asked.
ALTER TABLE requests ADD COLUMN report_data jsonb;
