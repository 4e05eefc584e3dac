-- One guest registration, statement for statement the SQL store's transaction (server/store/sql/registration.ts,
-- ADR 121), for pgbench: claim the idempotency key; lock the session's row; in one statement read its market and day
-- off and move the three counters (a seat while taken < quota, the KTP's month while taken < 5, the market's next
-- number); in one statement insert the ticket and keep the answer under the key. Sessions drawn with a zipf spread as
-- in the rush; KTPs new (the success path). Run by scripts/bench-rush.ts (runPgbench) with -D date=… -D sessions=N.
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
with seat as (
  insert into session_seats (session_id, date, taken)
  select :s_id::integer, :date::date, 1 where :s_quota::integer > 0
  on conflict (session_id, date) do update set taken = session_seats.taken + 1
    where session_seats.taken < :s_quota::integer
  returning taken
), month as (
  insert into ktp_months (no_ktp, month, taken)
  select lpad(:person::text, 16, '3'), date_trunc('month', :date::date)::date, 1 from seat
  on conflict (no_ktp, month) do update set taken = ktp_months.taken + 1 where ktp_months.taken < 5
  returning taken
), number as (
  insert into location_numbers (location_id, date, last)
  select :s_location_id::integer, :date::date, 1 from month
  on conflict (location_id, date) do update set last = location_numbers.last + 1
  returning last
)
select l.name, l.code, l.is_active,
       exists (select from days_off d where d.location_id = l.id and d.date = :date::date and d.is_active) as day_off,
       (select taken from seat) as seat, (select taken from month) as month, (select last from number) as last
  from locations l where l.id = :s_location_id \gset l_
with ticket as (
  insert into tickets (uuid, no, no_kjp, no_ktp, no_kk, scheduled_date, scheduled_location, scheduled_start_time,
                       scheduled_end_time, status, rejection_reason, queue_location_id, queue_session_id, sequence, created_at)
  values (gen_random_uuid(), :l_code::text || '-' || lpad(:l_last::text, 3, '0'), lpad(:person::text, 16, '5'),
          lpad(:person::text, 16, '3'), lpad(:person::text, 16, '4'), :date::date, :l_name::text, :s_start_time::time,
          :s_end_time::time, 'registered', null, :s_location_id, :s_id, :l_last, now())
  on conflict on constraint tickets_ktp_date_key do nothing
  returning uuid
), answer as (
  update idempotency_keys
     set status = 201,
         body = repeat('x', 440) -- the size of the stored answer (pgbench would read its colons as variables)
   where key = 'pgbench-' || :key::text and exists (select from ticket)
  returning key
)
select uuid from ticket;
commit;
