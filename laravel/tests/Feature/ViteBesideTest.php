<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use Illuminate\Filesystem\Filesystem;
use ShopWidgets\Laravel\Tests\TestCase;

/**
 * An app with its own Vite build in public/build (printed by the test app's `@vite`-like
 * fixture directive) and the widgets in public/vendor/shop-widgets: each directive prints its
 * own tags from its own folder, and `@shopWidgets` does not depend on public/build.
 */
class ViteBesideTest extends TestCase
{
    private string $public;

    protected function setUp(): void
    {
        parent::setUp();
        $this->public = sys_get_temp_dir().'/shop-widgets-vite-'.bin2hex(random_bytes(4));
        mkdir($this->public.'/build', 0777, true);
        mkdir($this->public.'/vendor/shop-widgets', 0777, true);
        $this->app->instance('path.public', $this->public);
        copy(dirname(__DIR__).'/fixtures/manifest.json', $this->public.'/vendor/shop-widgets/manifest.json');
        file_put_contents($this->public.'/build/manifest.json', json_encode([
            'resources/js/app.js' => ['file' => 'assets/app-4ed993c7.js', 'src' => 'resources/js/app.js', 'isEntry' => true, 'imports' => ['_vendor-1a2b3c4d.js'], 'css' => ['assets/app-9f8e7d6c.css']],
            '_vendor-1a2b3c4d.js' => ['file' => 'assets/vendor-1a2b3c4d.js'],
        ]));
        // The package's own defaults, as a shop that has not published the config has them.
        config(['shop-widgets' => require dirname(__DIR__, 2).'/config/shop-widgets.php']);
    }

    protected function tearDown(): void
    {
        (new Filesystem)->deleteDirectory($this->public);
        parent::tearDown();
    }

    private function head(): string
    {
        $html = $this->get('/with-vite')->assertOk()->getContent();

        return substr($html, 0, (int) strpos($html, '</head>'));
    }

    public function test_both_directives_print_their_own_tags_from_their_own_folders(): void
    {
        $head = $this->head();

        $this->assertStringContainsString(
            '<link rel="modulepreload" href="/build/assets/app-4ed993c7.js" /><link rel="modulepreload" href="/build/assets/vendor-1a2b3c4d.js" /><link rel="stylesheet" href="/build/assets/app-9f8e7d6c.css" /><script type="module" src="/build/assets/app-4ed993c7.js"></script>',
            $head
        );
        $this->assertStringContainsString('<script type="module" src="/vendor/shop-widgets/loader-L1.js"', $head);
        $this->assertStringContainsString('<link rel="stylesheet" href="/vendor/shop-widgets/chunk-THEME.css"', $head);
        preg_match_all('~(?:href|src)="(/[^"]*)"~', $head, $urls);
        foreach ($urls[1] as $url) {
            $this->assertMatchesRegularExpression('~^/(build/assets|vendor/shop-widgets)/~', $url);
        }
    }

    public function test_shop_widgets_never_reads_public_build(): void
    {
        // A widgets manifest left in public/build (the old default) names other files: the tags
        // must come from public/vendor/shop-widgets all the same, and not change without it.
        $old = json_decode((string) file_get_contents($this->public.'/vendor/shop-widgets/manifest.json'), true);
        $old['loader']['file'] = 'loader-FROM-BUILD.js';
        file_put_contents($this->public.'/build/manifest.json', json_encode($old));
        $tags = fn () => preg_replace('~content="[^"]*"~', '', $this->headTags($this->get('/')->assertOk()->getContent()));

        $withBuild = $tags();
        (new Filesystem)->deleteDirectory($this->public.'/build');
        $withoutBuild = $tags();

        $this->assertStringContainsString('<script type="module" src="/vendor/shop-widgets/loader-L1.js"', $withBuild);
        $this->assertStringNotContainsString('FROM-BUILD', $withBuild);
        $this->assertStringNotContainsString('/build/', $withBuild);
        $this->assertSame($withoutBuild, $withBuild);
    }
}
