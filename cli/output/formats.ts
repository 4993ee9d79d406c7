/**
 * The output formats of the audits and `validate`, apart from their writers (./findings.ts): the commands
 * parse `--format` on every run, while the SARIF and JUnit writers load only when one is asked for, so a
 * production install (`npm ci --omit=dev`, tests/repository/production-install.test.ts) runs without them.
 */
export const FORMATS = ['text', 'json', 'github', 'sarif', 'junit'] as const;
export type Format = (typeof FORMATS)[number];
