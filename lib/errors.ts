/**
 * One error type and one set of exit codes for every command: 0 when all is well, 1 when it ran and found
 * problems (or what was asked for is not there), 2 when it could not run: a wrong command line, no build, a
 * port in use, a bad config, nothing at --url, a tool missing. CI tells a broken pipeline from a finding by
 * it, as with eslint and Lighthouse CI. A CliError is printed as one line (no stack trace); anything else is a
 * defect and keeps its stack.
 */
export const EXIT = { ok: 0, findings: 1, cannotRun: 2 } as const;

export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT.findings) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** The command could not run: something it needs is missing or wrong. One line saying what, and the fix. Exit 2. */
export class CannotRunError extends CliError {
  constructor(message: string) {
    super(message, EXIT.cannotRun);
    this.name = 'CannotRunError';
  }
}

/** The command line is wrong: a flag's value, a missing choice. Exit 2. */
export class UsageError extends CannotRunError {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Run a command's action, turning a CliError into its one line and exit code. */
export function reportErrors<A extends unknown[]>(
  action: (...args: A) => void | Promise<void>,
  err: (text: string) => void = (text) => process.stderr.write(text),
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await action(...args);
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      err(`${error.message}\n`);
      process.exitCode = error.exitCode;
    }
  };
}
