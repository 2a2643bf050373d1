// The preset figures and the configuration builder live in shared/booking/presets.ts: one source of
// truth for the seed, the reservation API and the booking widget.
export { BOOKING_PRESETS as PRESETS, businessConfig, type BookingPreset, type BusinessOptions } from '../../../shared/booking/presets.ts';
