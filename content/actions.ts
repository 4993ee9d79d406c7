/**
 * Calls to action that several pages share, each said once: the site's main one, the free automation audit
 * (docs/product.md#who-it-is-for), the ROI calculator, and the way to the proof, the case studies. A page's schema
 * checks them where it uses them.
 */
import type { Link } from './schema.ts';

/** The main call to action: book the free automation audit on the contact page. */
export const auditAction = { label: 'Book Your Free Automation Audit', href: '/contact' } as const satisfies Link;

/** The way to the ROI calculator, beside the audit on the home page and under the packages on /pricing. */
export const roiCalculatorAction = { label: 'Calculate Your Savings', href: '/roi-calculator' } as const satisfies Link;

/** The second call to action beside it on several pages: the results behind the promises. */
export const caseStudiesAction = { label: 'See Case Studies', href: '/case-studies' } as const satisfies Link;
