import * as v from 'valibot';

/** Props as the loader hands them over: parsed by the widget's own schema (`{}` when none are given). */
export const loaderProps =
  <TSchema extends v.GenericSchema>(schema: TSchema) =>
  (input: object = {}): v.InferOutput<TSchema> =>
    v.parse(schema, input);
