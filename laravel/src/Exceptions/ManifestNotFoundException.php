<?php

namespace ShopWidgets\Laravel\Exceptions;

use RuntimeException;
use Throwable;

/** The kit's manifest.json is missing, unreadable or not a manifest. */
class ManifestNotFoundException extends RuntimeException
{
    public static function at(string $path, ?Throwable $previous = null): self
    {
        $why = $previous === null ? 'is missing or is not a shop widgets manifest' : 'is not valid JSON ('.$previous->getMessage().')';

        return new self(
            "Shop widgets manifest {$why}: looked at {$path}. Run `npm run build` in the widgets kit "
            .'and publish its dist/ folder there, or set SHOP_WIDGETS_MANIFEST (config shop-widgets.manifest) to its manifest.json.',
            0,
            $previous
        );
    }
}
