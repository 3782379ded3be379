<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use ShopWidgets\Laravel\Tests\TestCase;

/**
 * The package's own config defaults: a folder of its own, public/vendor/shop-widgets, and not
 * public/build, which Laravel's Vite plugin empties on every build. The test app publishes its
 * own config (tests/app/config), so these tests read the package's file itself.
 */
class ConfigTest extends TestCase
{
    private const KEYS = ['SHOP_WIDGETS_MANIFEST', 'SHOP_WIDGETS_URL'];

    protected function tearDown(): void
    {
        foreach (self::KEYS as $key) {
            unset($_SERVER[$key], $_ENV[$key]);
        }
        parent::tearDown();
    }

    /** @return array{manifest: string, url: string} */
    private function packageConfig(): array
    {
        return require dirname(__DIR__, 2).'/config/shop-widgets.php';
    }

    public function test_the_defaults_are_the_packages_own_public_folder(): void
    {
        $config = $this->packageConfig();

        $this->assertSame(public_path('vendor/shop-widgets/manifest.json'), $config['manifest']);
        $this->assertSame('/vendor/shop-widgets', $config['url']);
        $this->assertStringNotContainsString('/build', $config['manifest']);
    }

    public function test_the_env_overrides_both(): void
    {
        $_SERVER['SHOP_WIDGETS_MANIFEST'] = '/srv/cdn-build/manifest.json';
        $_SERVER['SHOP_WIDGETS_URL'] = 'https://cdn.example.lk/shop-widgets';

        $config = $this->packageConfig();

        $this->assertSame('/srv/cdn-build/manifest.json', $config['manifest']);
        $this->assertSame('https://cdn.example.lk/shop-widgets', $config['url']);
    }

    public function test_without_a_url_key_the_tags_use_the_default_prefix(): void
    {
        config(['shop-widgets' => ['manifest' => config('shop-widgets.manifest')]]);

        $head = $this->headTags($this->get('/')->assertOk()->getContent());

        $this->assertStringContainsString('<script type="module" src="/vendor/shop-widgets/loader-L1.js"', $head);
        $this->assertStringNotContainsString('"/build/', $head);
    }
}
