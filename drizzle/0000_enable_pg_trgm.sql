-- Trigram matching for news search (see the comment on `news` in src/db/schema.ts).
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner without superuser may create it.
-- PGlite must be opened with the extension loaded (src/db/pglite.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
