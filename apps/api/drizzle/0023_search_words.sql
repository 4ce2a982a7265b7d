-- A list sorted by the very name it is searched by finds a common term's matches together, far
-- along the name order ("prime" in every "Prime ..." name, after 2 million other names), so a walk
-- of the name index reads most of the table before it fills a page, and the trigram index finds
-- 100,000 matches that must all be sorted. Each name's words are kept in name order instead:
-- a term within one word is in exactly the names that hold a word containing it, and each such
-- word's names are one short walk of (word, name key, id).
--
-- The words of a lowered name: split at ASCII spaces and punctuation, numbers left out (a term of
-- digits alone is searched as before), each word once.
CREATE OR REPLACE FUNCTION search_words(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT word), '{}') FROM regexp_split_to_table($1, '[ \t\n\r\f\v!-/:-@\[-`{-~]+') AS word
    WHERE word <> '' AND word !~ '^[0-9]+$'
  $$;--> statement-breakpoint
-- Keeps a table's words table and vocabulary in step with its rows, a statement at a time.
-- Arguments: the words table, the vocabulary table, the searched column. A vocabulary keeps every
-- word ever seen (a word no longer in any name costs one empty walk).
CREATE FUNCTION search_words_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text := quote_ident(TG_ARGV[0]);
  vocabulary text := quote_ident(TG_ARGV[1]);
  searched text := quote_ident(TG_ARGV[2]);
  -- An update's rows whose name or status changed, as they were and as they are (set differences:
  -- transition tables have no index, and a join of two large ones may be planned as a nested loop).
  gone text := CASE TG_OP WHEN 'UPDATE' THEN format(
    '(SELECT id, %1$s, status FROM old_rows EXCEPT SELECT id, %1$s, status FROM new_rows)', searched) ELSE 'old_rows' END;
  came text := CASE TG_OP WHEN 'UPDATE' THEN format(
    '(SELECT id, %1$s, status FROM new_rows EXCEPT SELECT id, %1$s, status FROM old_rows)', searched) ELSE 'new_rows' END;
  renamed boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Most updates (a count, a bid floor) change neither the name nor the status.
    EXECUTE format('SELECT EXISTS %s', came) INTO renamed;
    IF NOT renamed THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM %1$s w USING (SELECT r.id, lower(r.%2$s) AS k, unnest(search_words(lower(r.%2$s))) AS word FROM %3$s r) gone
      WHERE w.word = gone.word AND w.name_key = gone.k AND w.id = gone.id', words, searched, gone);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO %1$s (word, name_key, id, status)
      SELECT unnest(search_words(lower(r.%2$s))), lower(r.%2$s), r.id, r.status FROM %3$s r ON CONFLICT DO NOTHING',
      words, searched, came);
    EXECUTE format('INSERT INTO %1$s (word) SELECT DISTINCT unnest(search_words(lower(r.%2$s))) FROM %3$s r ON CONFLICT DO NOTHING',
      vocabulary, searched, came);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Keeps the words of `listed`.`searched` in `words` (backfilled, with the vocabulary) from now on.
CREATE FUNCTION keep_search_words(listed text, searched text, words text, vocabulary text) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TABLE %I (word text COLLATE "C" NOT NULL, name_key text COLLATE "C" NOT NULL,
    id integer NOT NULL, status text NOT NULL)', words);
  EXECUTE format('INSERT INTO %1$I SELECT unnest(search_words(lower(%2$I))), lower(%2$I), id, status FROM %3$I',
    words, searched, listed);
  EXECUTE format('ALTER TABLE %I ADD PRIMARY KEY (word, name_key, id) INCLUDE (status)', words);
  EXECUTE format('CREATE TABLE %I (word text COLLATE "C" PRIMARY KEY)', vocabulary);
  EXECUTE format('INSERT INTO %I SELECT DISTINCT word FROM %I', vocabulary, words);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_words_kept(%L, %L, %L)', listed || '_words_insert', listed, words, vocabulary, searched);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_words_kept(%L, %L, %L)', listed || '_words_update', listed, words, vocabulary, searched);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION search_words_kept(%L, %L, %L)', listed || '_words_delete', listed, words, vocabulary, searched);
  EXECUTE format('ANALYZE %I, %I', words, vocabulary);
END
$$;--> statement-breakpoint
SELECT keep_search_words('placements', 'name', 'placement_name_words', 'placement_name_vocabulary');--> statement-breakpoint
SELECT keep_search_words('connections', 'name', 'connection_name_words', 'connection_name_vocabulary');
