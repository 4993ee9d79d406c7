/** The form API's contract (tests/contract/forms.ts) on the node host. */
import { formsContract } from './forms.ts';

formsContract('node');
