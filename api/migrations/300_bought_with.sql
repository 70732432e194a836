-- Issue 46: what was bought with a request (a foreign report's translation) names it, so that
-- cancelling or rejecting the request cancels and refunds that too, in the same transaction.
ALTER TABLE requests ADD COLUMN bought_with integer REFERENCES requests (id);
CREATE INDEX requests_bought_with_idx ON requests (tenant_id, bought_with) WHERE bought_with IS NOT NULL;
