// How a command run with the server stopped ends: with the status its main gives, or with 1 and the
// error's words when something it did not expect went wrong.
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
