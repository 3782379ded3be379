<?php

namespace ShopWidgets\Laravel\FirstDraws;

/**
 * The widget's props as its node carries them (first-draws/props.ts): read as the widget's
 * schema reads them, with its defaults; a value of the wrong type counts as left out.
 */
class Props
{
    /** @param  array<string|int, mixed>  $values  the props after a JSON round trip */
    public function __construct(public readonly array $values) {}

    /** Anything json_encode takes (arrays, objects, models), as the browser will read it. */
    public static function of(mixed $props): self
    {
        return self::fromJson($props === null ? '{}' : json_encode($props, JSON_THROW_ON_ERROR));
    }

    /** The props' JSON as the node carries it. */
    public static function fromJson(string $json): self
    {
        $values = json_decode($json, true);

        return new self(is_array($values) && ! array_is_list($values) ? $values : []);
    }

    public function string(string $key): ?string
    {
        return is_string($this->values[$key] ?? null) ? $this->values[$key] : null;
    }

    public function number(string $key): int|float|null
    {
        $value = $this->values[$key] ?? null;

        return is_int($value) || is_float($value) ? $value : null;
    }

    /** @return list<mixed> */
    public function list(string $key): array
    {
        $value = $this->values[$key] ?? null;

        return is_array($value) && array_is_list($value) ? $value : [];
    }

    /** A heading the widget takes from its props: trimmed, its default when blank or left out. */
    public function title(string $fallback): string
    {
        $title = $this->string('title');
        $title = $title === null ? '' : Format::trim($title);

        return $title === '' ? $fallback : $title;
    }
}
