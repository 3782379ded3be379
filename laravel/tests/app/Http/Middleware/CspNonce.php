<?php

namespace ShopWidgets\Laravel\Tests\App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use ShopWidgets\Laravel\ShopWidgets;

/**
 * A strict, nonce-based Content-Security-Policy, as a shop would send it: one nonce per
 * response, given to ShopWidgets so every tag @shopWidgets prints carries it.
 */
class CspNonce
{
    public function handle(Request $request, Closure $next)
    {
        $nonce = ShopWidgets::useCspNonce();

        $response = $next($request);

        $response->headers->set('Content-Security-Policy', implode('; ', [
            "default-src 'self'",
            "script-src 'nonce-{$nonce}' 'strict-dynamic'",
            "style-src 'self' 'nonce-{$nonce}'",
            "img-src 'self' data:",
            "object-src 'none'",
            "base-uri 'none'",
        ]));

        return $response;
    }
}
