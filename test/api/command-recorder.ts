import { dynamoDb } from '../../functions/data/client';

let recorders = 0;

/**
 * Runs `work` and returns the name of every command it sent to DynamoDB
 * (e.g. 'QueryCommand'). The harness runs the handlers in this process on
 * the same document client, so a middleware on it sees each request.
 */
export async function recordCommands(work: () => Promise<unknown>): Promise<string[]> {
  const commands: string[] = [];
  const name = `commandRecorder${++recorders}`;
  dynamoDb().middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await work();
  } finally {
    dynamoDb().middlewareStack.remove(name);
  }
  return commands;
}

/** The scans among recorded commands: a listing or search must answer from Queries alone. */
export const scansAmong = (commands: string[]) => commands.filter((command) => /scan/i.test(command));
