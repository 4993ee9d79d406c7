/** The form API's contract (tests/contract/forms.ts) on the node host: the limits, and a webhook copy across a restart. */
import { formsContract } from './forms.ts';

formsContract('node', 'limits');
