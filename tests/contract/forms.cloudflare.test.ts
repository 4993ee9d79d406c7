/** The form API's contract (tests/contract/forms.ts) on the cloudflare host. */
import { formsContract } from './forms.ts';

formsContract('cloudflare');
