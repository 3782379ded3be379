<?php

namespace ShopWidgets\Laravel\Console;

use Illuminate\Console\Command;
use Illuminate\Routing\Router;
use Illuminate\Support\Str;
use Symfony\Component\Finder\Finder;

/**
 * `php artisan shop-widgets:routes [--json]`: the calls the widgets of the application's views
 * make, and whether the application has a route for each. The widgets come from the Blade views
 * themselves (every path and namespace of the view finder), the calls from the published
 * openapi.json, whose operations name the widgets that make them (`x-shop-widgets`): a route
 * list kept by hand drifts from what the widgets call. Exit 1 while any call has no route.
 */
class RoutesCommand extends Command
{
    protected $signature = 'shop-widgets:routes {--json : print the report as JSON}';

    protected $description = 'List the calls the shop widgets of the views make and whether each has a route';

    /** `name="…"` of a component (static), or `:name=`/a `{{ }}` value (known only at render). */
    private const COMPONENT = '~<x-shop-widget\b((?:[^>"\']|"[^"]*"|\'[^\']*\')*)>~';

    private const STATIC_NAME = '~(?<![:\w-])name\s*=\s*(["\'])([^"\']*)\1~';

    private const DYNAMIC_NAME = '~(?<![\w-])(:name|x-bind:name)\s*=~';

    private const RAW_TAG = '~\sdata-widget\s*=\s*(["\'])([^"\']*)\1~';

    public function handle(Router $router): int
    {
        $manifestPath = (string) config('shop-widgets.manifest');
        $openapiPath = dirname($manifestPath).'/openapi.json';
        $openapi = is_file($openapiPath) ? json_decode((string) file_get_contents($openapiPath), true) : null;
        if (! is_array($openapi) || ! isset($openapi['paths']) || ! is_array($openapi['paths'])) {
            $this->error("No valid openapi.json beside the manifest ({$openapiPath}): rebuild the kit (`npm run build`) and run `php artisan shop-widgets:publish`.");

            return 1;
        }
        $manifest = is_file($manifestPath) ? json_decode((string) file_get_contents($manifestPath), true) : null;
        $known = is_array($manifest) && is_array($manifest['widgets'] ?? null) ? array_keys($manifest['widgets']) : [];

        [$used, $dynamic] = $this->widgetsOfViews();
        $unknown = [];
        foreach ($used as $name => $where) {
            if (! in_array($name, $known, true)) {
                $unknown[] = ['name' => $name, 'views' => $where];
            }
        }

        $calls = [];
        $tagged = false;
        foreach ($openapi['paths'] as $path => $operations) {
            foreach ((array) $operations as $method => $operation) {
                if (! is_array($operation) || ! isset($operation['x-shop-widgets'])) {
                    continue;
                }
                $tagged = true;
                $widgets = array_values(array_intersect((array) $operation['x-shop-widgets'], array_keys($used)));
                if ($widgets === []) {
                    continue;
                }
                $calls[] = [
                    'method' => strtoupper((string) $method),
                    'path' => (string) $path,
                    'widgets' => $widgets,
                    'route' => $this->hasRoute($router, strtoupper((string) $method), (string) $path),
                ];
            }
        }
        if (! $tagged) {
            $this->error("{$openapiPath} names no widgets on its operations (no `x-shop-widgets`: a build from before the kit wrote them): rebuild the kit (`npm run build`) and run `php artisan shop-widgets:publish`.");

            return 1;
        }

        $missing = array_values(array_filter($calls, fn (array $call) => ! $call['route']));
        if ($this->option('json')) {
            $this->line((string) json_encode(['calls' => $calls, 'dynamic' => $dynamic, 'unknown' => $unknown], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
        } else {
            $this->table(['method', 'path', 'widgets', 'route'], array_map(fn (array $call) => [
                $call['method'], $call['path'], implode(', ', $call['widgets']), $call['route'] ? 'yes' : 'MISSING',
            ], $calls));
            foreach ($unknown as $entry) {
                $this->warn("Unknown widget \"{$entry['name']}\" (not in the manifest) in ".implode(', ', $entry['views']).'.');
            }
            foreach ($dynamic as $view) {
                $this->warn("A widget name known only when the page renders (:name) in {$view}: its calls are not listed.");
            }
            $this->line($missing === []
                ? 'Every call has a route.'
                : count($missing).' of '.count($calls).' calls have no route: '.implode(', ', array_map(fn (array $c) => $c['method'].' '.$c['path'], $missing)).'.');
        }

        return $missing === [] ? 0 : 1;
    }

    /**
     * The widget names of every Blade view (name => views that use it) and the views with a
     * name known only at render. The package's own view (the component's node) is not the app's.
     *
     * @return array{0: array<string, list<string>>, 1: list<string>}
     */
    private function widgetsOfViews(): array
    {
        $finder = app('view')->getFinder();
        $paths = $finder->getPaths();
        foreach ($finder->getHints() as $namespace => $hinted) {
            if ($namespace !== 'shop-widgets') {
                $paths = array_merge($paths, $hinted);
            }
        }
        $used = [];
        $dynamic = [];
        $paths = array_values(array_unique(array_filter($paths, 'is_dir')));
        if ($paths === []) {
            return [$used, $dynamic];
        }
        foreach (Finder::create()->files()->name('*.blade.php')->in($paths)->sortByName() as $file) {
            $view = $file->getRealPath() ?: $file->getPathname();
            $text = (string) file_get_contents($view);
            $names = [];
            preg_match_all(self::COMPONENT, $text, $components);
            foreach ($components[1] as $attributes) {
                if (preg_match(self::DYNAMIC_NAME, $attributes) === 1) {
                    $dynamic[] = $view;
                } elseif (preg_match(self::STATIC_NAME, $attributes, $m) === 1) {
                    $names[] = $m[2];
                }
            }
            preg_match_all(self::RAW_TAG, $text, $raw);
            $names = array_merge($names, $raw[2]);
            foreach ($names as $name) {
                if (Str::contains($name, ['{{', '{!!'])) {
                    $dynamic[] = $view;
                } else {
                    $used[$name][] = $view;
                }
            }
        }
        ksort($used, SORT_STRING);
        foreach ($used as $name => $views) {
            $used[$name] = array_values(array_unique($views));
        }

        return [$used, array_values(array_unique($dynamic))];
    }

    /** A route with the method and the path, path parameters matching whatever their names. */
    private function hasRoute(Router $router, string $method, string $path): bool
    {
        $shape = fn (string $uri) => preg_replace('~\{[^}]+\}~', '{}', trim($uri, '/'));
        foreach ($router->getRoutes()->getRoutes() as $route) {
            if (in_array($method, $route->methods(), true) && $shape($route->uri()) === $shape($path)) {
                return true;
            }
        }

        return false;
    }
}
