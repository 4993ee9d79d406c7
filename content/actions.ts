/**
 * Calls to action that many pages share, each said once: the site's main one, the free automation audit
 * (SPEC §1), and the way to its proof, the case studies. A page's schema checks them where it uses them.
 */
import type { Link } from './schema.ts';

/** The main call to action: book the free automation audit on the contact page. */
export const auditAction: Link = { label: 'Book Your Free Automation Audit', href: '/contact' };

/** The second call to action beside it on several pages: the results behind the promises. */
export const caseStudiesAction: Link = { label: 'See Case Studies', href: '/case-studies' };
