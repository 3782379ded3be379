<?php

namespace ShopWidgets\Laravel;

use Illuminate\Contracts\Container\Container;
use Illuminate\Support\Str;
use JsonException;
use ShopWidgets\Laravel\Exceptions\ManifestNotFoundException;
use ShopWidgets\Laravel\Exceptions\MissingDirectiveException;
use ShopWidgets\Laravel\Exceptions\UnknownWidgetException;
use Throwable;

/**
 * The service behind the ShopWidgets facade (one per application, like Laravel's Vite).
 *
 * `@shopWidgets` is printed in <head>, before the body that holds the widget tags is rendered,
 * so it prints what it can know then (the CSRF and user-id metas, which need the session) and
 * a marker; once the whole response is rendered, inject() replaces the marker with the asset
 * tags of the widgets found in the final HTML (the InjectAssets middleware does it for every
 * HTML response; call inject() yourself for HTML rendered outside a request). The tags follow
 * the rule the demo shop's layout follows (docs/backend.md#what-the-widget-tags-print).
 */
class ShopWidgetsManager
{
    /** What `@shopWidgets` leaves where the asset tags go. */
    public const MARKER = '<!-- shop-widgets:assets -->';

    /** A start tag carrying data-widget="NAME" (the same expression as the demo shop's layout). */
    public const TAG_PATTERN = '/<[a-zA-Z][a-zA-Z0-9-]*\s(?:[^>]*?\s)?data-widget=(["\'])([a-z0-9-]+)\1[^>]*>/';

    /** data-load="visible|idle|interaction" inside such a tag: the widget mounts later. */
    public const LAZY_PATTERN = '/\sdata-load=(["\'])(visible|idle|interaction)\1/';

    /** The map's JSON: no whitespace, "/" and UTF-8 as is, < > & ' escaped (safe inside <script>). */
    public const JSON_FLAGS = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS;

    protected ?string $nonce = null;

    /** @var string|false */
    protected $integrityKey = 'integrity';

    /** @var array<string, array{0: array<string, mixed>, 1: object}> manifests read, by path */
    protected array $manifests = [];

    /** @var array<string, true> "path|name" (and "@shopWidgets|page") already logged in production */
    protected array $reported = [];

    public function __construct(protected Container $app)
    {
    }

    /**
     * Put a nonce on every tag printed from now on (for a nonce-based Content-Security-Policy);
     * a random one when none is given. Returns the nonce, to put in the CSP header.
     */
    public function useCspNonce(?string $nonce = null): string
    {
        return $this->nonce = $nonce ?? Str::random(40);
    }

    /** The nonce set by useCspNonce(), or null. */
    public function cspNonce(): ?string
    {
        return $this->nonce;
    }

    /**
     * The manifest key holding each file's Subresource Integrity hash ("integrity"), or false to
     * print no integrity attributes at all.
     *
     * @param  string|false  $key
     */
    public function useIntegrityKey($key): static
    {
        $this->integrityKey = $key;

        return $this;
    }

    /** What `@shopWidgets` prints: the metas, then the marker inject() replaces. */
    public function head(): string
    {
        // A missing manifest is reported here too, so a developer sees it in the view that
        // has the directive; in production it is logged and the page renders without tags.
        $this->manifest();

        return '<meta name="csrf-token" content="'.$this->attr($this->csrfToken()).'">'."\n"
            .'<meta name="user-id" content="'.$this->attr($this->userId()).'">'."\n"
            .self::MARKER;
    }

    /**
     * Replace the `@shopWidgets` marker in a whole page's HTML with the asset tags of the widgets
     * it contains. HTML without the marker comes back unchanged, so injecting twice is harmless.
     */
    public function inject(string $html): string
    {
        $at = strpos($html, self::MARKER);

        if ($at === false) {
            return $html;
        }

        $tags = $this->assetTags($html);

        return substr_replace($html, $tags, $at, strlen(self::MARKER));
    }

    /**
     * A whole HTML page with widget nodes but neither the `@shopWidgets` marker nor its tags:
     * while APP_DEBUG is on an exception saying where the directive goes; in production a
     * warning in the log (once per page), and the page is left as it is. HTML without a `<head>`
     * is a fragment (an HTMX or Turbo answer) that a page with the loader inserts: not reported.
     */
    public function reportMissingDirective(string $html, string $page): void
    {
        if (stripos($html, '<head') === false || str_contains($html, self::MARKER) || str_contains($html, 'id="shop-widget-assets"')) {
            return;
        }

        $widgets = array_keys($this->widgetsIn($html));

        if ($widgets === []) {
            return;
        }

        $error = MissingDirectiveException::on($page, $widgets);

        if ($this->debug()) {
            throw $error;
        }

        if (! isset($this->reported['@shopWidgets|'.$page])) {
            $this->reported['@shopWidgets|'.$page] = true;
            $this->app['log']->warning($error->getMessage(), ['page' => $page, 'widgets' => $widgets]);
        }
    }

    /**
     * The page's widgets in order of first appearance, each name once, true when eager (at least
     * one of its tags has no data-load="visible|idle").
     *
     * @return array<string, bool>
     */
    public function widgetsIn(string $html): array
    {
        $widgets = [];

        if (! preg_match_all(self::TAG_PATTERN, $html, $matches, PREG_SET_ORDER)) {
            return $widgets;
        }

        foreach ($matches as [$tag, , $name]) {
            $eager = ! preg_match(self::LAZY_PATTERN, $tag);
            $widgets[$name] = ($widgets[$name] ?? false) || $eager;
        }

        return $widgets;
    }

    /** Whether the manifest knows the widget (reporting a missing manifest as manifest() does). */
    public function knows(string $name): ?bool
    {
        $manifest = $this->manifest();

        return $manifest === null ? null : isset($manifest[0]['widgets'][$name]);
    }

    /**
     * An unknown widget name: while APP_DEBUG is on an exception naming it and the widgets the
     * manifest knows; in production a warning in the log (once per name), and the page goes on.
     */
    public function reportUnknown(string $name): void
    {
        $manifest = $this->manifest();
        $known = $manifest === null ? [] : array_keys($manifest[0]['widgets'] ?? []);

        if ($this->debug()) {
            throw UnknownWidgetException::named($name, $known, $this->manifestPath());
        }

        if (! isset($this->reported[$this->manifestPath().'|'.$name])) {
            $this->reported[$this->manifestPath().'|'.$name] = true;
            $this->app['log']->warning("Shop widgets: unknown widget \"{$name}\"; it shows its fallback.", [
                'widget' => $name,
                'manifest' => $this->manifestPath(),
                'known' => $known,
            ]);
        }
    }

    /** The asset tags for a page's HTML (empty when the manifest is missing, in production). */
    public function assetTags(string $html): string
    {
        $manifest = $this->manifest();

        if ($manifest === null) {
            return '';
        }

        [$data, $raw] = $manifest;
        $entries = $data['widgets'] ?? [];
        $eager = [];
        $known = [];

        foreach ($this->widgetsIn($html) as $name => $isEager) {
            if (! isset($entries[$name])) {
                $this->reportUnknown($name);

                continue;
            }

            $known[] = $name;

            if ($isEager) {
                $eager[] = $name;
            }
        }

        $theme = (string) ($data['theme']['css'] ?? '');
        $loader = (string) ($data['loader']['file'] ?? '');

        // Stylesheets: the eager widgets' in page order, each once, the theme left out, each
        // widget's own stylesheet after all shared ones (so the cascade matches every page).
        $seen = [$theme => true];
        $shared = [];
        $own = [];
        foreach ($eager as $name) {
            foreach ($entries[$name]['css'] ?? [] as $css) {
                if (isset($seen[$css])) {
                    continue;
                }
                $seen[$css] = true;
                if (str_starts_with($css, "widget-{$name}-")) {
                    $own[] = $css;
                } else {
                    $shared[] = $css;
                }
            }
        }
        $stylesheets = array_merge($shared, $own);

        // What the loader fetches once the first paint is on screen (the map's `preload`): its
        // imports, then each eager widget's file and imports, each once.
        $seen = [$loader => true];
        $modules = [];
        $candidates = $data['loader']['imports'] ?? [];
        foreach ($eager as $name) {
            $candidates[] = $entries[$name]['file'];
            array_push($candidates, ...($entries[$name]['imports'] ?? []));
        }
        foreach ($candidates as $file) {
            if (! isset($seen[$file])) {
                $seen[$file] = true;
                $modules[] = $file;
            }
        }

        $printed = array_flip(array_merge([$theme, $loader], $stylesheets));
        $integrity = $this->integrity($data);

        // The loader reads this map for its start and for widgets that mount later and parts:
        // every widget of the page with its entry as the manifest has it, the integrity of every
        // file it may load that is not a tag here, and what it fetches at its start.
        $map = ['widgets' => (object) [], 'integrity' => (object) [], 'preload' => $modules];
        $later = [];
        foreach ($modules as $file) {
            if (isset($integrity[$file])) {
                $later[$file] = $integrity[$file];
            }
        }
        foreach ($known as $name) {
            $map['widgets']->{$name} = $raw->widgets->{$name};
            foreach ($this->filesOf($entries[$name]) as $file) {
                if (! isset($printed[$file]) && isset($integrity[$file])) {
                    $later[$file] = $integrity[$file];
                }
            }
        }
        ksort($later, SORT_STRING);
        foreach ($later as $file => $hash) {
            $map['integrity']->{$file} = $hash;
        }

        $nonce = (string) $this->nonce === '' ? '' : ' nonce="'.$this->attr($this->nonce).'"';
        $url = rtrim((string) $this->app['config']->get('shop-widgets.url', '/vendor/shop-widgets'), '/');
        // Files on another origin (a CDN) are fetched with CORS, as Vite prints them: without it
        // a stylesheet is fetched opaque and a browser drops it when it has an integrity hash.
        $crossorigin = preg_match('~^([a-z][a-z0-9+.-]*:)?//~i', $url) === 1 ? ' crossorigin' : '';
        $href = fn (string $file) => $this->attr($url.'/'.$file).'"'
            .(isset($integrity[$file]) ? ' integrity="'.$this->attr($integrity[$file]).'"' : '')
            .$crossorigin.$nonce;

        $tags = '<script type="application/json" id="shop-widget-assets"'.$nonce.'>'
            .json_encode($map, self::JSON_FLAGS)."</script>\n";
        $tags .= '<link rel="stylesheet" href="'.$href($theme).">\n";
        foreach ($stylesheets as $css) {
            $tags .= '<link rel="stylesheet" href="'.$href($css).">\n";
        }
        // The loader at low priority: the page paints without it, so its stylesheets and main
        // image get the connection first; it fetches the rest after the first paint (loader.ts).
        $tags .= '<script type="module" src="'.$href($loader)." fetchpriority=\"low\"></script>\n";

        return $tags;
    }

    /**
     * The manifest as arrays (for reading) and as objects (to print entries unchanged, empty
     * objects included), or null when it is missing in production (logged).
     *
     * @return array{0: array<string, mixed>, 1: object}|null
     */
    public function manifest(): ?array
    {
        $path = $this->manifestPath();

        if (array_key_exists($path, $this->manifests)) {
            return $this->manifests[$path];
        }

        try {
            $json = is_file($path) && is_readable($path) ? file_get_contents($path) : false;
            if ($json === false) {
                throw ManifestNotFoundException::at($path);
            }
            try {
                $data = json_decode($json, true, 512, JSON_THROW_ON_ERROR);
                $raw = json_decode($json, false, 512, JSON_THROW_ON_ERROR);
            } catch (JsonException $e) {
                throw ManifestNotFoundException::at($path, $e);
            }
            if (! is_array($data) || ! isset($data['widgets'], $data['loader']['file'], $data['theme']['css'])) {
                throw ManifestNotFoundException::at($path);
            }
        } catch (ManifestNotFoundException $e) {
            if ($this->debug()) {
                throw $e;
            }
            $this->app['log']->error($e->getMessage(), ['manifest' => $path]);

            return $this->manifests[$path] = null;
        }

        return $this->manifests[$path] = [$data, $raw];
    }

    /**
     * The manifest of the page's language: the configured manifest.json is English; for
     * `app()->getLocale()` 'si' (or 'si_LK', 'si-LK') the build's manifest.si.json beside it,
     * and so for every language the kit has. A language the kit does not have gets English.
     */
    public function manifestPath(): string
    {
        $english = (string) $this->app['config']->get('shop-widgets.manifest');
        $language = $this->language();
        if ($language === 'en') {
            return $english;
        }
        $translated = dirname($english).'/manifest.'.$language.'.json';

        return is_file($translated) ? $translated : $english;
    }

    /** The page's language: the primary subtag of `app()->getLocale()`, lower-cased ('si' of 'si_LK'). */
    public function language(): string
    {
        $primary = strtolower(preg_split('/[-_]/', (string) $this->app->getLocale())[0] ?? '');

        return preg_match('/^[a-z]{2,3}$/', $primary) === 1 ? $primary : 'en';
    }

    /**
     * Every file a widget's entry names: its file, stylesheets, imports, and each part's.
     *
     * @param  array<string, mixed>  $entry
     * @return list<string>
     */
    protected function filesOf(array $entry): array
    {
        $files = array_merge([$entry['file']], $entry['css'] ?? [], $entry['imports'] ?? []);
        foreach ($entry['parts'] ?? [] as $part) {
            array_push($files, ...($part['css'] ?? []), ...($part['js'] ?? []));
        }

        return $files;
    }

    /**
     * @param  array<string, mixed>  $data
     * @return array<string, string>
     */
    protected function integrity(array $data): array
    {
        if ($this->integrityKey === false || ! is_array($data[$this->integrityKey] ?? null)) {
            return [];
        }

        return $data[$this->integrityKey];
    }

    /**
     * An attribute value escaped (& < > " ', the last as &#039;) as Blade's e() does and as the
     * demo shop's layout does, so both print the same bytes.
     */
    protected function attr(string $value): string
    {
        return htmlspecialchars($value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    }

    protected function debug(): bool
    {
        return (bool) $this->app['config']->get('app.debug');
    }

    protected function csrfToken(): string
    {
        try {
            return $this->app->bound('session') ? (string) $this->app['session']->token() : '';
        } catch (Throwable) {
            return '';
        }
    }

    protected function userId(): string
    {
        if (! $this->app->bound('auth')) {
            return '';
        }

        return (string) $this->app['auth']->id();
    }
}
