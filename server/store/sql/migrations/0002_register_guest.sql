-- A guest registration in one round trip (docs/decisions/121-sql-store.md, "The registration as one function call"):
-- the transaction of server/store/sql/registration.ts, statement for statement, run inside PostgreSQL, so a
-- registration costs the server one query and holds its session's lock only while the database works, not across
-- network round trips. The rules' words stay in TypeScript: a refusal comes back as the facts it was decided on, and
-- server/rules/registration.ts (decideRegistration) says which refusal and in what words.

-- The answer kept under a key now names its ticket (the 201's body is that ticket as registered: status
-- 'registered', no rejection); `body` stays for rows copied from the memory store (a demo import).
alter table idempotency_keys add column ticket uuid references tickets (uuid);

-- What a refusal is decided on, read after the session's lock is held: the same facts decideRegistration reads.
create function registration_facts(p_session_id integer, p_date date, p_month date, p_no_ktp text) returns json
language sql stable as $$
  select json_build_object(
    'session', (
      select json_build_object(
        'id', s.id, 'location_id', s.location_id, 'day_of_the_week', s.day_of_the_week, 'start_time', s.start_time,
        'end_time', s.end_time, 'quota', s.quota, 'is_active', s.is_active, 'location_name', l.name,
        'location_code', l.code, 'location_active', l.is_active,
        'day_off', exists (select from days_off d where d.location_id = s.location_id and d.date = p_date and d.is_active),
        'seats_taken', coalesce((select taken from session_seats where session_id = s.id and date = p_date), 0))
        from sessions s join locations l on l.id = s.location_id
       where s.id = p_session_id),
    'on_date', (select count(*) from tickets where no_ktp = p_no_ktp and scheduled_date = p_date),
    'in_month', coalesce((select taken from ktp_months where no_ktp = p_no_ktp and month = p_month), 0));
$$;

-- One registration, exactly once, in this order (each statement takes a fresh snapshot, READ COMMITTED):
--  1. claim the Idempotency-Key (p_key null: none): a key still being answered makes this wait for that attempt;
--     a key answered within its lifetime comes back as 'stored' (the caller replays it or refuses another body);
--  2. the window (p_open, the rule's answer in TypeScript);
--  3. lock the session's row (FOR NO KEY UPDATE): registrations for one session, its quota edits, its archive and a
--     day off at its location take turns on it, so what is read after it is what holds until the commit;
--  4. the checks, as reads under that lock: offered (active session and location, p_weekday, no active day off),
--     a seat (taken < quota), the KTP's row for the month locked and then the KTP's ticket on that date and its
--     month (< p_monthly_limit). Any fails: nothing is written (the key is let go) and 'refused' comes back with the
--     facts, for decideRegistration to word;
--  5. the writes, each also conditional as a backstop: the seat (taken < quota), the KTP's month (taken < limit), the
--     location's next number (its hottest row, so last), the ticket (unique per KTP and date), the key's answer.
--     A backstop that fires (a KTP's first registration of the month racing another of the same KTP) raises, so
--     PostgreSQL rolls the whole call back; the caller runs it again and then sees the other's ticket.
create function register_guest(
  p_key text, p_fingerprint text, p_now timestamptz, p_expired_before timestamptz, p_open boolean,
  p_session_id integer, p_date date, p_weekday smallint, p_month date, p_monthly_limit integer,
  p_uuid uuid, p_no_kjp text, p_no_ktp text, p_no_kk text
) returns json
language plpgsql volatile as $$
declare
  v_session sessions;
  v_location locations;
  v_stored idempotency_keys;
  v_ticket tickets;
  v_seats integer;
  v_month integer;
  v_last integer;
  v_refused boolean;
begin
  if p_key is not null then
    insert into idempotency_keys as k (key, fingerprint, status, body, created_at, ticket)
      values (p_key, p_fingerprint, 0, '', p_now, null)
      on conflict (key) do update set fingerprint = excluded.fingerprint, status = 0, body = '', ticket = null,
        created_at = excluded.created_at
        -- expired, or kept with no answer (a refusal before this function let its key go)
        where k.created_at <= p_expired_before or k.status = 0;
    if not found then
      select * into v_stored from idempotency_keys where key = p_key;
      select * into v_ticket from tickets where uuid = v_stored.ticket;
      return json_build_object('outcome', 'stored', 'fingerprint', v_stored.fingerprint, 'body', v_stored.body,
        'ticket', case when v_ticket.uuid is null then null else row_to_json(v_ticket) end);
    end if;
  end if;

  v_refused := not p_open;
  if not v_refused then
    select * into v_session from sessions where id = p_session_id for no key update;
    v_refused := not found;
  end if;
  if not v_refused then
    select * into v_location from locations where id = v_session.location_id;
    select coalesce((select taken from session_seats where session_id = p_session_id and date = p_date), 0)
      into v_seats;
    select taken into v_month from ktp_months where no_ktp = p_no_ktp and month = p_month for update;
    v_month := coalesce(v_month, 0);
    v_refused := not (v_session.is_active and v_location.is_active and v_session.day_of_the_week = p_weekday)
      or exists (select from days_off where location_id = v_location.id and date = p_date and is_active)
      or v_seats >= v_session.quota
      or exists (select from tickets where no_ktp = p_no_ktp and scheduled_date = p_date)
      or v_month >= p_monthly_limit;
  end if;
  if v_refused then
    if p_key is not null then
      delete from idempotency_keys where key = p_key;
    end if;
    return json_build_object('outcome', 'refused', 'facts', registration_facts(p_session_id, p_date, p_month, p_no_ktp));
  end if;

  insert into session_seats as ss (session_id, date, taken) values (p_session_id, p_date, 1)
    on conflict (session_id, date) do update set taken = ss.taken + 1 where ss.taken < v_session.quota
    returning taken into v_seats;
  if v_seats is null or v_seats > v_session.quota then
    raise exception 'registration backstop: seats' using errcode = 'AR001';
  end if;
  insert into ktp_months as km (no_ktp, month, taken) values (p_no_ktp, p_month, 1)
    on conflict (no_ktp, month) do update set taken = km.taken + 1 where km.taken < p_monthly_limit
    returning taken into v_month;
  if v_month is null then
    raise exception 'registration backstop: KTP month' using errcode = 'AR001';
  end if;
  insert into location_numbers as ln (location_id, date, last) values (v_location.id, p_date, 1)
    on conflict (location_id, date) do update set last = ln.last + 1
    returning last into v_last;
  -- the queue number as formatQueueNumber writes it (server/rules/queue-number.ts): code, '-', at least 3 digits
  insert into tickets (uuid, no, no_kjp, no_ktp, no_kk, scheduled_date, scheduled_location, scheduled_start_time,
                       scheduled_end_time, status, rejection_reason, queue_location_id, queue_session_id, sequence,
                       created_at)
    values (p_uuid, v_location.code || '-' || lpad(v_last::text, greatest(3, length(v_last::text)), '0'), p_no_kjp,
            p_no_ktp, p_no_kk, p_date, v_location.name, v_session.start_time, v_session.end_time, 'registered', null,
            v_location.id, v_session.id, v_last, p_now)
    on conflict on constraint tickets_ktp_date_key do nothing
    returning * into v_ticket;
  if v_ticket.uuid is null then
    raise exception 'registration backstop: one ticket per KTP and date' using errcode = 'AR001';
  end if;
  if p_key is not null then
    update idempotency_keys set status = 201, ticket = p_uuid where key = p_key;
  end if;
  return json_build_object('outcome', 'created', 'ticket', row_to_json(v_ticket), 'seats', v_seats,
    'quota', v_session.quota);
end;
$$;
