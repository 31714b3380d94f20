/**
 * A writer's mistake found while a page compiles (a bad <Limit> name, a missing import, a diagram that does not parse…),
 * not a crash: its stack is its name and message only, so the terminal, check-mdx and the development server's overlay
 * show what to fix and no trace. Each check names its own subclass.
 */
export class WriterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
    this.stack = `${this.name}: ${message}`;
  }
}
