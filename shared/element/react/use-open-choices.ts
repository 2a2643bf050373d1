import { useEffect, useMemo, useState } from 'react';
import { openStateStorage, readChoices, withChoice, writeChoices, type OpenChoices } from '../../navigation/open-state.ts';

/**
 * The visitor's open and closed branches of one tree, remembered per tenant under `scope`, kept in
 * step with other tabs (the `storage` event).
 */
export function useOpenChoices(scope: string): [OpenChoices, (key: string, open: boolean) => void] {
  const storage = useMemo(() => openStateStorage(scope), [scope]);
  const [state, setState] = useState(() => ({ storage, choices: readChoices(storage) as OpenChoices }));
  let current = state;
  if (state.storage !== storage) {
    // Another tree name: read its choices now (React's pattern for state derived from a changed prop).
    current = { storage, choices: readChoices(storage) };
    setState(current);
  }
  useEffect(() => storage.watch(() => setState({ storage, choices: readChoices(storage) })), [storage]);
  const choose = (key: string, open: boolean): void => {
    const next = withChoice(readChoices(storage), key, open);
    writeChoices(storage, next);
    setState({ storage, choices: next });
  };
  return [current.choices, choose];
}
