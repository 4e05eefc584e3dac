-- One guest registration, statement for statement the SQL store's transaction (server/store/sql/registration.ts,
-- ADR 121), for pgbench: claim the idempotency key, lock the session's row, read its market and day off, take a
-- seat (taken < quota), count the KTP's month (taken < 5), take the market's next number, insert the ticket, keep
-- the answer under the key. Sessions drawn with a zipf spread as in the rush; KTPs new (the success path).
-- Run by scripts/bench-rush.ts (runPgbench) with -D date=YYYY-MM-DD -D sessions=N.
\set session random_zipfian(1, :sessions, 1.01)
\set person random(1, 999999999)
\set key random(1, 9000000000000000000)
begin;
insert into idempotency_keys (key, fingerprint, status, body, created_at)
  values ('pgbench-' || :key::text, md5(:person::text), 0, '', now())
  on conflict (key) do update set fingerprint = excluded.fingerprint, status = 0, body = '', created_at = excluded.created_at
    where idempotency_keys.created_at <= now() - interval '1 day'
  returning key;
select id, location_id, quota, start_time, end_time, is_active, day_of_the_week
  from sessions where id = :session for no key update \gset s_
select l.name, l.code, l.is_active,
       exists (select d.id from days_off d where d.location_id = l.id and d.date = :date::date and d.is_active) as day_off
  from locations l where l.id = :s_location_id \gset l_
insert into session_seats (session_id, date, taken)
  select :s_id::integer, :date::date, 1 where :s_quota::integer > 0
  on conflict (session_id, date) do update set taken = session_seats.taken + 1
    where session_seats.taken < :s_quota::integer
  returning taken;
insert into ktp_months (no_ktp, month, taken)
  values (lpad(:person::text, 16, '3'), date_trunc('month', :date::date)::date, 1)
  on conflict (no_ktp, month) do update set taken = ktp_months.taken + 1 where ktp_months.taken < 5
  returning taken;
insert into location_numbers (location_id, date, last)
  values (:s_location_id, :date::date, 1)
  on conflict (location_id, date) do update set last = location_numbers.last + 1
  returning last \gset n_
insert into tickets (uuid, no, no_kjp, no_ktp, no_kk, scheduled_date, scheduled_location, scheduled_start_time,
                     scheduled_end_time, status, rejection_reason, queue_location_id, queue_session_id, sequence, created_at)
  values (gen_random_uuid(), :l_code::text || '-' || lpad(:n_last::text, 3, '0'), lpad(:person::text, 16, '5'),
          lpad(:person::text, 16, '3'), lpad(:person::text, 16, '4'), :date::date, :l_name::text, :s_start_time::time,
          :s_end_time::time, 'registered', null, :s_location_id, :s_id, :n_last, now())
  on conflict on constraint tickets_ktp_date_key do nothing
  returning uuid;
update idempotency_keys
   set status = 201,
       body = repeat('x', 440) -- the size of the stored answer (pgbench would read its colons as variables)
 where key = 'pgbench-' || :key::text;
commit;
