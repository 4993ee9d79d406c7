/**
 * One error type and one set of exit codes for every command (issue 13): 0 when all is well, 1 when a
 * check found problems or what was asked for is not there, 2 when the command line itself is wrong. A
 * CliError is printed as one line (no stack trace); anything else is a defect and keeps its stack.
 */
export const EXIT = { ok: 0, findings: 1, usage: 2 } as const;

export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode: number = EXIT.findings) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** The command line is wrong: a flag's value, a missing choice. Exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
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
