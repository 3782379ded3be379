<?php

namespace ShopWidgets\Laravel\Tests\App\Support;

use Illuminate\Support\HtmlString;

/**
 * Test fixture: a small stand-in for Laravel 9+'s `@vite` (Debian's Laravel 8.83 has none), so
 * the test app can hold a Vite build in public/build beside the widgets. It prints what `@vite`
 * prints for an entry of public/build/manifest.json without nonce or integrity: a modulepreload
 * per JavaScript file (the entry and its imports), a stylesheet per CSS file, then the entry's
 * module script, every URL under /build. Only the shape the test needs, not a copy of Vite.php.
 */
class ViteTags
{
    /** @param list<string> $entries */
    public function __invoke(array $entries): HtmlString
    {
        $manifest = json_decode((string) file_get_contents(public_path('build/manifest.json')), true);
        $preloads = [];
        $stylesheets = [];
        $scripts = [];
        foreach ($entries as $entry) {
            $chunk = $manifest[$entry];
            foreach (array_merge([$entry], $chunk['imports'] ?? []) as $name) {
                $preloads[] = '<link rel="modulepreload" href="/build/'.e($manifest[$name]['file']).'" />';
                foreach ($manifest[$name]['css'] ?? [] as $css) {
                    $stylesheets[] = '<link rel="stylesheet" href="/build/'.e($css).'" />';
                }
            }
            $scripts[] = '<script type="module" src="/build/'.e($chunk['file']).'"></script>';
        }

        return new HtmlString(implode('', array_unique(array_merge($preloads, $stylesheets, $scripts))));
    }
}
