/**
 * Why the embedded database's data folder cannot be opened (damaged, incomplete, or in use by
 * another process), in a message written for the operator. Start-up prints the message alone,
 * without a stack trace, and exits: nothing in the folder was changed or initialised over.
 */
export class DataFolderError extends Error {
  override name = "DataFolderError";
}
