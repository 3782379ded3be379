<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use ShopWidgets\Laravel\FirstDraws\Format;
use ShopWidgets\Laravel\FirstDraws\Kit;
use ShopWidgets\Laravel\Tests\TestCase;

/**
 * `app()->setLocale('si')` is all a page needs: the head comes from the build's manifest.si.json
 * and the first draws from first-draws.si.json beside the configured manifest.json; a language
 * the kit lacks (or did not build) gets English.
 */
class LanguageTest extends TestCase
{
    protected string $dir;

    protected function setUp(): void
    {
        parent::setUp();
        $this->dir = sys_get_temp_dir().'/shop-widgets-language-'.bin2hex(random_bytes(4));
        mkdir($this->dir);
        $fixtures = dirname(__DIR__).'/fixtures';
        copy($fixtures.'/manifest.json', $this->dir.'/manifest.json');
        copy($fixtures.'/first-draws.json', $this->dir.'/first-draws.json');
        $manifest = json_decode((string) file_get_contents($fixtures.'/manifest.json'), true);
        $manifest['loader']['file'] = 'loader-SI.js';
        file_put_contents($this->dir.'/manifest.si.json', json_encode($manifest));
        $texts = json_decode((string) file_get_contents($fixtures.'/first-draws.json'), true);
        $texts['texts']['cart.pageTitle'] = 'කරත්තය';
        $texts['texts']['cartLink.count'] = ['0' => 'අයිතම 0', '1' => 'අයිතම 1', 'other' => 'අයිතම :count'];
        file_put_contents($this->dir.'/first-draws.si.json', json_encode($texts));
        config(['shop-widgets.manifest' => $this->dir.'/manifest.json']);
    }

    protected function tearDown(): void
    {
        array_map('unlink', glob($this->dir.'/*') ?: []);
        rmdir($this->dir);
        parent::tearDown();
    }

    /** @return array<string, array{string, string, string}> */
    public static function locales(): array
    {
        return [
            'Sinhala' => ['si', 'loader-SI.js', 'කරත්තය'],
            'Sinhala of Sri Lanka, Laravel style' => ['si_LK', 'loader-SI.js', 'කරත්තය'],
            'Sinhala of Sri Lanka, BCP 47 style' => ['si-LK', 'loader-SI.js', 'කරත්තය'],
            'English' => ['en', 'loader-L1.js', 'Cart'],
            'a language the kit lacks' => ['fr', 'loader-L1.js', 'Cart'],
            'a language the kit has but this build does not' => ['ta', 'loader-L1.js', 'Cart'],
        ];
    }

    /** @dataProvider locales */
    public function test_the_head_and_the_first_draws_follow_the_apps_locale(string $locale, string $loader, string $heading): void
    {
        app()->setLocale($locale);
        $html = $this->get('/first-draws')->assertOk()->getContent();

        $this->assertStringContainsString('<script type="module" src="/build/'.$loader.'"', $html);
        $this->assertStringContainsString('<h1 class="shop-page-title">'.$heading.'</h1>', $html);
    }

    public function test_the_delivery_range_takes_its_languages_months_and_order(): void
    {
        $months = ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'];
        $friday = new \DateTimeImmutable('2025-11-21 15:30:00');

        $this->assertSame('නොවැම්බර් 24 - නොවැම්බර් 26', Format::deliveryLabel($friday, 1, 3, ':startMonth :startDay - :endMonth :endDay', $months));
        // A file from before the template: English, as before.
        $this->assertSame('Nov 24 - Nov 26', Format::deliveryLabel($friday, 1, 3));
    }

    public function test_a_count_takes_the_form_its_language_gives_it(): void
    {
        $kit = Kit::beside($this->dir.'/manifest.si.json');

        // Sinhala puts 0 in the "one" form, which the build printed for 0 itself.
        $this->assertSame('අයිතම 0', $kit->text('cartLink.count', ['count' => 0], 0));
        $this->assertSame('අයිතම 1', $kit->text('cartLink.count', ['count' => 1], 1));
        $this->assertSame('අයිතම 2', $kit->text('cartLink.count', ['count' => 2], 2));
        $this->assertSame('1 item', Kit::beside($this->dir.'/manifest.json')->text('cartLink.count', ['count' => 1], 1));
        $this->assertSame('0 items', Kit::beside($this->dir.'/manifest.json')->text('cartLink.count', ['count' => 0], 0));
    }
}
