/** Types the changelog shares between its modules. */

export type ChangeKind = "added" | "changed" | "deprecated" | "removed";

export interface SchemaChange {
  breaking: boolean;
  kind: ChangeKind;
  operationId: string;
  /** `POST /v1.0/debit/status`, or `webhook widgetFinishNotify`. */
  where: string;
  /** The operation's first OpenAPI tag, for the draft entry's products. */
  tag: string | null;
  /** `request body`, `response 200`, `request headers`, `notification body`…; null: the operation itself. */
  location: string | null;
  /** Dotted field path (`additionalInfo.checkoutMode`, `goods[].price`), or null for the whole body. */
  field: string | null;
  /** What changed, naming values: "no longer accepts CUSTOM". */
  description: string;
}
