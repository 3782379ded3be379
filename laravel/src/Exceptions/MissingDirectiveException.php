<?php

namespace ShopWidgets\Laravel\Exceptions;

use LogicException;

/**
 * An HTML page holds widget nodes but no `@shopWidgets`: nothing would load them, and nothing
 * on the page would say so. The message says where the directive goes.
 */
class MissingDirectiveException extends LogicException
{
    /**
     * @param  list<string>  $widgets
     */
    public static function on(string $page, array $widgets): self
    {
        return new self(
            "Shop widgets: the page {$page} holds widget nodes (".implode(', ', $widgets).') but no @shopWidgets, '
            .'so none of them mounts. Put @shopWidgets once in the <head> of its layout.'
        );
    }
}
