/** Imported first by `site-elements/server`: the element modules imported after it record their views instead of registering tags. */
import { recordServerDefinitions } from '../shared/element/react/server-definitions.ts';

recordServerDefinitions();
