/** The form API's contract (tests/contract/forms.ts) on the node host: every answer of the API table. */
import { formsContract } from './forms.ts';

formsContract('node', 'answers');
