/**
 * The Standard Schema interface (standardschema.dev) that valibot, zod and others implement. The kit
 * validates payloads through it, so it needs no schema library of its own and elements may use any.
 */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

/** What a Standard Schema returns: the value, or issues with their paths. */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined }> };

/** The output type of a Standard Schema. */
export type StandardOutput<S> = S extends StandardSchema<infer O> ? O : never;
