import type { ReactNode } from 'react';
import { zoneDiffers, zoneLongName } from '../../../shared/booking/wall-clock.ts';
import * as frame from '../css/frame.css.ts';
import { useUi } from '../use-ui.ts';

/** States the location's time zone when the visitor's own zone is another one (times are always the location's). */
export function ZoneNote({ zone, locationName }: { zone: string; locationName: string }): ReactNode {
  const { t, locale, visitorZone, widget } = useUi();
  const now = widget.context.now();
  if (!zoneDiffers(zone, visitorZone, now)) return null;
  return (
    <p className={frame.note} data-zone-note="">
      {t('zoneNote', { zone: zoneLongName(now, zone, locale), name: zone, location: locationName })}
    </p>
  );
}
