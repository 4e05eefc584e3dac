-- One guest registration as the SQL store makes it (server/store/sql/registration.ts, ADR 121): one call of the
-- database function register_guest (migration 0002), in its own transaction, with an Idempotency-Key. Sessions drawn
-- with a zipf spread as in the rush; KTPs new (the success path). Run by scripts/bench-rush.ts (runPgbench) with
-- -D date=… -D sessions=N.
\set session random_zipfian(1, :sessions, 1.01)
\set person random(1, 999999999)
\set key random(1, 9000000000000000000)
select register_guest('pgbench-' || :key::text, md5(:person::text), now(), now() - interval '1 day', true,
                      :session, :date::date, extract(dow from :date::date)::smallint,
                      date_trunc('month', :date::date)::date, 5, gen_random_uuid(), lpad(:person::text, 16, '5'),
                      lpad(:person::text, 16, '3'), lpad(:person::text, 16, '4'));
