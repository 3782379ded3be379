<?php

namespace ShopWidgets\Laravel;

use Illuminate\Support\Facades\Facade;

/**
 * @method static string useCspNonce(?string $nonce = null)
 * @method static string|null cspNonce()
 * @method static \ShopWidgets\Laravel\ShopWidgetsManager useIntegrityKey(string|false $key)
 * @method static string inject(string $html)
 * @method static string head()
 * @method static string assetTags(string $html)
 * @method static array<string, bool> widgetsIn(string $html)
 *
 * @see \ShopWidgets\Laravel\ShopWidgetsManager
 */
class ShopWidgets extends Facade
{
    protected static function getFacadeAccessor(): string
    {
        return ShopWidgetsManager::class;
    }
}
