import { useStore } from '@nanostores/react';
import { useUi } from './use-ui.ts';

/** The zone of a location of the catalogue (the visitor's when unknown). */
export function useLocationZone(locationId: string | null): string {
  const { widget, visitorZone } = useUi();
  const catalog = useStore(widget.$catalog);
  return catalog.locations.find((l) => l.id === locationId)?.timeZone ?? visitorZone;
}
