-- The funnel CSV export's "style" column (issue 46 follow-up, decisions 0171, 0184, 0202): the
-- answers of "Wie lernst du am besten?" (multi-choice), joined by ";", between "time" and
-- "topic" (the order of the questions). The stored line's function gets the lead's
-- learning_style; the next migration makes the stored column with it. One expression, so
-- PostgreSQL inlines it into the column's expression (decision 0171): the style values are
-- fixed words (PLAN_STYLES), so the JSON array's text without brackets, quotes and spaces,
-- commas turned into ";", is the list; anything but an array (null) is an empty cell.
CREATE OR REPLACE FUNCTION kw_funnel_csv_line(
  created_at timestamptz, email text, goal text, experience_level text, time_available text,
  learning_style jsonb, interest_topic text, biggest_blocker text, utm_source text, language text,
  registered boolean, started boolean, completed boolean
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT public.kw_csv_iso(created_at) || ',' || public.kw_csv_cell(email) || ','
    || public.kw_csv_cell(goal) || ','
    || public.kw_csv_cell(experience_level) || ',' || public.kw_csv_cell(time_available) || ','
    || public.kw_csv_cell(CASE WHEN jsonb_typeof(learning_style) = 'array'
      THEN replace(translate(learning_style::text, '[]" ', ''), ',', ';') END) || ','
    || public.kw_csv_cell(interest_topic) || ',' || public.kw_csv_cell(biggest_blocker) || ','
    || public.kw_csv_cell(utm_source) || ',' || public.kw_csv_cell(language) || ',' || registered::text || ','
    || started::text || ',' || completed::text
$$;
