<?php

namespace ShopWidgets\Laravel\Exceptions;

use InvalidArgumentException;

/** A widget tag names a widget the kit's manifest does not have. */
class UnknownWidgetException extends InvalidArgumentException
{
    /**
     * @param  list<string>  $known
     */
    public static function named(string $name, array $known, string $manifest): self
    {
        return new self(
            "Unknown shop widget \"{$name}\" (not in {$manifest}). Known widgets: "
            .($known === [] ? '(none)' : implode(', ', $known)).'.'
        );
    }
}
