/** The form API's contract (tests/contract/forms.ts) on the cloudflare host: every answer of the API table. */
import { formsContract } from './forms.ts';

formsContract('cloudflare', 'answers');
