-- Booking policy (issue 18). The tenant's business configuration holds the policy (notice, advance
-- window, cancellation and modification cut-offs, check-in window, deposit, modes, meal types); a
-- location or a service may override any of its fields with its own `policy` object.
ALTER TABLE locations ADD COLUMN policy TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(policy));
ALTER TABLE services ADD COLUMN policy TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(policy));

-- What a booking was made with: the fixed deposit due instead of the full price (null for none), and
-- the restaurant meal type that set its length.
ALTER TABLE reservations ADD COLUMN deposit_cents INTEGER CHECK (deposit_cents IS NULL OR deposit_cents >= 0);
ALTER TABLE reservations ADD COLUMN meal_type TEXT;

