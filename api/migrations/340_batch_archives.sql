-- Issue 45: a batch's documents as one zip, prepared in the background when there are more
-- than BATCH_DIRECT_ZIP_MAX to draw while the caller waits, kept here so that any API instance
-- serves it, for BATCH_ARCHIVE_HOURS. One archive in preparation per user at a time.
CREATE TABLE batch_archives (
  id           serial       PRIMARY KEY,
  tenant_id    integer      NOT NULL,
  batch_id     integer      NOT NULL REFERENCES request_batches (id) ON DELETE CASCADE,
  user_id      integer      NOT NULL REFERENCES users (id),
  state        varchar(10)  NOT NULL DEFAULT 'PREPARING' CHECK (state IN ('PREPARING', 'READY', 'FAILED')),
  documents    integer      NOT NULL CHECK (documents > 0),
  data         bytea,
  size_bytes   integer,
  error        text,
  requested_at timestamptz  NOT NULL DEFAULT now(),
  ready_at     timestamptz,
  expires_at   timestamptz,
  CHECK ((state = 'READY') = (data IS NOT NULL AND expires_at IS NOT NULL))
);
CREATE INDEX batch_archives_latest ON batch_archives (tenant_id, user_id, batch_id, id DESC);
CREATE UNIQUE INDEX batch_archives_one_preparing ON batch_archives (tenant_id, user_id) WHERE state = 'PREPARING';
