-- A live socket belongs to the session that asked for its ticket: when that session ends (sign-out,
-- a password change, a block, a permission change), the ticket is refused and the socket closed
-- (api/src/notifications/live-hub.ts).
ALTER TABLE live_tickets ADD COLUMN family_id uuid;
