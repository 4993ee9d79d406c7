/**
 * The UK's data-protection regulator, to whom a visitor may complain: the privacy policy and the GDPR page both
 * name it, from here.
 */
import { parseContent } from '../schema.ts';
import { RegulatorSchema } from './regulator.schema.ts';

export const regulator = parseContent('content/legal/regulator.ts', RegulatorSchema, {
  name: 'Information Commissioner’s Office',
  phone: '0303 123 1113',
  complaintUrl: 'https://ico.org.uk/make-a-complaint/',
  postalAddress: 'Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
});
