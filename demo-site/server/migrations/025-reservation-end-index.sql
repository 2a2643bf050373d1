-- Capacity checks for one slot read the bookings of a pool that end after the slot starts and begin
-- before it ends. Indexed by the end of their blocked span, bookings already over (a pool's whole
-- history) are never read: the check costs the same in a shop's tenth year as in its first week.
CREATE INDEX reservations_by_service_end ON reservations (tenant_id, location_id, service_id, block_end_utc);
CREATE INDEX reservations_by_attendant_end ON reservations (tenant_id, attendant_id, block_end_utc);
