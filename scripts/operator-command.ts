/**
 * How an operator's command (`npm run messages`, `npm run publish:rollback`)
 * ends: its exit status, or a refusal printed as one line without a stack
 * trace and status 2 (a wrong argument, a missing data folder).
 */
export function runOperatorCommand(main: (argv: string[]) => number): void {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exitCode = 2;
  }
}
