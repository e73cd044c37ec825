-- An address's standing for a new registration (ADR 042), read by the one statement that adds a
-- registration under the address's lock. VOLATILE and in PL/pgSQL (never inlined), so each call
-- takes a fresh snapshot: it sees what a registration that held the lock before has committed,
-- which the statement's own snapshot, taken before the lock was granted, does not.
CREATE OR REPLACE FUNCTION registration_mails_since(address text, since timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
    SELECT count(*) FROM mail_outbox
    WHERE lower(to_address) = lower(address)
      AND kind IN ('visitor_confirm', 'visitor_badge')
      AND created_at > since
  );
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION registration_on_file(edition_code text, address text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM visitor_registration
    WHERE edition = edition_code AND email_key = lower(address) AND status <> 'pending'
  );
END
$$;
