-- Trigram similarity for the site search's "Did you mean": a misspelt word is matched to the nearest word the site's pages use.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
