-- The login throttle (server/rules/login-throttle.ts; ADRs 103 and 125) in the database, so every server process of one
-- deployment counts the same failures and the same attempts in flight: 50 parallel wrong passwords spread over any
-- number of processes check at most 5. Keys are `throttleKeys`' (user:<name>, client:<address>).

-- A key's failures: the rule's record (count, last failure, locked until; epoch 0 = not locked).
create table login_failures (
  key             text primary key,
  count           integer not null check (count >= 1),
  last_failure_at timestamptz not null,
  locked_until    timestamptz not null
);
create index login_failures_last_failure on login_failures (last_failure_at);

-- Attempts whose password is being checked now, one row per attempt and key; each counts as a failure until it ends.
create table login_attempts (
  id          text not null,
  key         text not null,
  reserved_at timestamptz not null,
  primary key (id, key)
);
create index login_attempts_key on login_attempts (key, reserved_at);
