-- The staff ticket list's order (docs/product.md §2.8): newest pickup date first, then by location (its name as the
-- list shows it, compared byte by byte as the memory store compares it), then by queue number, so each market's queue
-- reads 001, 002, … down a page instead of every market's tickets mixed in registration order. The index serves a
-- page of that order, with or without the date filter, without sorting the day's tickets.
drop index tickets_list;
create index tickets_list on tickets (scheduled_date desc, scheduled_location collate "C", queue_location_id, sequence);
