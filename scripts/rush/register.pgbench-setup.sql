-- The scratch database pgbench registers into (scripts/rush/postgres.ts runPgbench): the seeded locations' shape,
-- 7 markets × 3 sessions on the pickup date's weekday, with quotas no run can fill (the ceiling, not a refusal).
create function pgbench_setup(pickup date) returns void language sql as $$
  insert into locations (name, code, description, is_active, created_at, updated_at)
  select 'Pasar Jaya ' || n, 'P' || lpad(n::text, 2, '0'), null, true, pickup, pickup from generate_series(1, 7) n;
  insert into sessions (location_id, day_of_the_week, start_time, end_time, quota, is_active, created_at, updated_at)
  select l.id, extract(dow from pickup)::smallint, t.start_time, t.end_time, 1000000000, true, pickup, pickup
    from locations l
    cross join (values (time '07:00', time '09:00'), (time '09:00', time '11:00'), (time '13:00', time '15:00')) t (start_time, end_time)
   order by l.id, t.start_time;
$$;
