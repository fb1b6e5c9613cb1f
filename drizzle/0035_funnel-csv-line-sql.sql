-- Custom SQL migration file, put your code below! --
-- The funnel CSV export's line of a lead (decision 0171), kept as a stored generated column
-- (next migration) so the export reads one text per lead instead of formatting twelve cells.
-- These functions are the SQL twin of `csvCell` (src/server/modules/reports/csv.ts): a test
-- compares the stored lines with `toCsv` for every case of `csvCell`. Each SQL function is one
-- expression, so PostgreSQL inlines it into the column's expression (a SQL function with a
-- FROM clause, or an IMMUTABLE one over a STABLE call, is called instead: 80 times slower,
-- measured; adding the column to 1,000,000 leads then took minutes).
--
-- A text cell: empty for null and '', the ' prefix for = + - @ tab CR (formula injection,
-- decision 0050), quoted with doubled quotes when it holds " , CR or LF.
CREATE OR REPLACE FUNCTION kw_csv_cell(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN t IS NULL OR t = '' THEN ''
    WHEN ascii(t) IN (61, 43, 45, 64, 9, 13) THEN
      CASE WHEN t ~ '[",\r\n]' THEN '"''' || replace(t, '"', '""') || '"' ELSE '''' || t END
    WHEN t ~ '[",\r\n]' THEN '"' || replace(t, '"', '""') || '"'
    ELSE t
  END
$$;
--> statement-breakpoint
-- A moment as `Date.prototype.toISOString` writes it. to_char is only STABLE (it could read
-- locale settings), but this pattern has no locale-dependent part, so the result depends on
-- its argument alone. PL/pgSQL, which costs less per call than a SQL function not inlined.
CREATE OR REPLACE FUNCTION kw_csv_iso(t timestamptz) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END $$;
--> statement-breakpoint
-- The whole line, without its line break, in the order of FUNNEL_CSV_HEADER (|| rather than
-- concat_ws, which is STABLE). The calls name their schema: a function body is resolved with
-- the caller's search_path, and pg_dump's restore runs with an empty one while PostgreSQL
-- computes the column for the restored rows.
CREATE OR REPLACE FUNCTION kw_funnel_csv_line(
  created_at timestamptz, email text, goal text, experience_level text, time_available text,
  interest_topic text, biggest_blocker text, utm_source text, language text,
  registered boolean, started boolean, completed boolean
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.kw_csv_iso(created_at) || ',' || public.kw_csv_cell(email) || ','
    || public.kw_csv_cell(goal) || ','
    || public.kw_csv_cell(experience_level) || ',' || public.kw_csv_cell(time_available) || ','
    || public.kw_csv_cell(interest_topic) || ',' || public.kw_csv_cell(biggest_blocker) || ','
    || public.kw_csv_cell(utm_source) || ',' || public.kw_csv_cell(language) || ',' || registered::text || ','
    || started::text || ',' || completed::text
$$;
