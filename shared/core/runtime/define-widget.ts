import type { ComponentType, ReactNode } from 'react';
import type * as v from 'valibot';

/**
 * What every widget module default-exports: its name, the valibot schema of its props (the
 * loader parses `data-props` with it) and the component that receives the parsed props.
 */
export interface WidgetDefinition<TSchema extends v.GenericSchema = v.GenericSchema> {
  name: string;
  propsSchema: TSchema;
  Component: (props: v.InferOutput<TSchema>) => ReactNode;
}

/** Typed constructor: the component's props are the schema's output. */
export function defineWidget<TSchema extends v.GenericSchema>(
  definition: WidgetDefinition<TSchema>,
): WidgetDefinition<TSchema> {
  return definition;
}

/**
 * Any widget, whatever its props: the registry and the mounter only hand a component the output
 * of its own schema, so they need not know the props' type.
 */
export interface AnyWidgetDefinition {
  name: string;
  propsSchema: v.GenericSchema;
  Component: (props: never) => ReactNode;
}

/** What the mounter renders: the component, taking the props its schema produced. */
export type MountableComponent = ComponentType<Record<string, unknown>>;

/** A registry entry: a lazy import of a widget module. */
export type WidgetLoader = () => Promise<{ default: AnyWidgetDefinition }>;
