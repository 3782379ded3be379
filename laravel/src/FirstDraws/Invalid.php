<?php

namespace ShopWidgets\Laravel\FirstDraws;

use InvalidArgumentException;

/** Props the widget's schema refuses: the widget shows its note, and there is no first draw. */
class Invalid extends InvalidArgumentException
{
    public static function at(string $path, string $expected): self
    {
        return new self("props.{$path} is not {$expected}");
    }
}
