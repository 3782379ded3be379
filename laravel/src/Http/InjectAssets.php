<?php

namespace ShopWidgets\Laravel\Http;

use Closure;
use Illuminate\Http\Request;
use ShopWidgets\Laravel\ShopWidgetsManager;
use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * Global middleware (the service provider pushes it onto the HTTP kernel): once the whole page
 * is rendered, replace the `@shopWidgets` marker with the asset tags of the widgets the page's
 * HTML holds, however its templates were put together. Anything but an HTML page is left alone.
 */
class InjectAssets
{
    public function __construct(protected ShopWidgetsManager $widgets)
    {
    }

    public function handle(Request $request, Closure $next)
    {
        $response = $next($request);

        if (! $response instanceof Response || ! $this->isHtml($response)) {
            return $response;
        }

        $html = $response->getContent();

        if (! is_string($html)) {
            return $response;
        }

        if (str_contains($html, ShopWidgetsManager::MARKER)) {
            $response->setContent($this->widgets->inject($html));
        } else {
            $this->widgets->reportMissingDirective($html, $request->getMethod().' /'.ltrim($request->path(), '/'));
        }

        return $response;
    }

    protected function isHtml(Response $response): bool
    {
        if ($response instanceof StreamedResponse || $response instanceof BinaryFileResponse) {
            return false;
        }

        // A view's response gets its text/html type only when it is sent: no type yet is HTML.
        $type = (string) $response->headers->get('Content-Type', 'text/html');

        return str_starts_with(strtolower(ltrim($type)), 'text/html');
    }
}
