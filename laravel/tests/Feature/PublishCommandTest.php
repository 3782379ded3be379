<?php

namespace ShopWidgets\Laravel\Tests\Feature;

use Illuminate\Filesystem\Filesystem;
use Illuminate\Support\Facades\Artisan;
use ShopWidgets\Laravel\Tests\TestCase;

/** `php artisan shop-widgets:publish`: checks a build, then swaps it into a temp public folder. */
class PublishCommandTest extends TestCase
{
    private string $tmp;

    private string $target;

    protected function setUp(): void
    {
        parent::setUp();
        $this->tmp = sys_get_temp_dir().'/shop-widgets-publish-'.bin2hex(random_bytes(4));
        $this->target = $this->tmp.'/public/vendor/shop-widgets';
        config(['shop-widgets.manifest' => $this->target.'/manifest.json']);
    }

    protected function tearDown(): void
    {
        (new Filesystem)->deleteDirectory($this->tmp);
        parent::tearDown();
    }

    /**
     * Runs the command as a developer would (Debian's Laravel has no Mockery, which expectsOutput
     * needs) and asserts its exit code and what it printed.
     */
    private function publish(string $from, int $exit, ?string $printed = null): void
    {
        $code = Artisan::call('shop-widgets:publish', ['--from' => $from]);
        $output = Artisan::output();
        $this->assertSame($exit, $code, $output);
        if ($printed !== null) {
            $this->assertSame($printed, trim($output));
        }
    }

    /** A small dist/: a loader, a widget, a stylesheet, their integrity. */
    private function build(string $name, string $loader = 'export {};'): string
    {
        $dir = $this->tmp.'/'.$name;
        mkdir($dir, 0777, true);
        $files = ['loader-L1.js' => $loader, 'widget-cart-link-C1.js' => 'export default 1;', 'chunk-THEME.css' => ':root{}'];
        $integrity = [];
        foreach ($files as $file => $text) {
            file_put_contents($dir.'/'.$file, $text);
            $integrity[$file] = 'sha384-'.base64_encode(hash('sha384', $text, true));
        }
        file_put_contents($dir.'/first-draws.json', '{"texts":{},"constants":{}}');
        file_put_contents($dir.'/manifest.json', json_encode([
            'loader' => ['file' => 'loader-L1.js', 'imports' => []],
            'theme' => ['css' => 'chunk-THEME.css'],
            'widgets' => ['cart-link' => ['file' => 'widget-cart-link-C1.js', 'css' => ['chunk-THEME.css'], 'imports' => [], 'parts' => []]],
            'integrity' => $integrity,
        ]));

        return $dir;
    }

    public function test_a_good_build_is_copied_into_the_folder(): void
    {
        $dist = $this->build('dist');

        $this->publish($dist, 0, "Published {$dist} to {$this->target}.");

        $this->assertFileEquals($dist.'/manifest.json', $this->target.'/manifest.json');
        $this->assertFileEquals($dist.'/loader-L1.js', $this->target.'/loader-L1.js');
        $this->assertSame([$this->target], glob($this->tmp.'/public/vendor/*'), 'no temp folder left beside it');
    }

    public function test_a_missing_manifest_is_refused(): void
    {
        $dist = $this->build('dist');
        unlink($dist.'/manifest.json');

        $this->publish($dist, 1, "No manifest.json in {$dist}: run `npm run build` in the widgets kit.");
        $this->assertDirectoryDoesNotExist($this->target);
    }

    public function test_a_missing_folder_is_refused(): void
    {
        $this->publish($this->tmp.'/nowhere', 1, "No build at {$this->tmp}/nowhere.");
    }

    public function test_a_manifest_that_is_not_one_is_refused(): void
    {
        $dist = $this->build('dist');
        file_put_contents($dist.'/manifest.json', '{"loader":');

        $this->publish($dist, 1, "{$dist}/manifest.json is not a shop widgets manifest (no loader or widgets): run `npm run build` again.");
    }

    public function test_a_missing_file_is_refused(): void
    {
        $dist = $this->build('dist');
        unlink($dist.'/widget-cart-link-C1.js');

        $this->publish($dist, 1, "{$dist}/manifest.json names widget-cart-link-C1.js, which is not in {$dist}: run `npm run build` again.");
        $this->assertDirectoryDoesNotExist($this->target);
    }

    public function test_a_build_without_its_first_draws_is_refused(): void
    {
        $dist = $this->build('dist');
        unlink($dist.'/first-draws.json');

        $this->publish($dist, 1, "No first-draws.json in {$dist} (the widgets' first draws): run `npm run build` again.");
        $this->assertDirectoryDoesNotExist($this->target);
    }

    /**
     * A Sinhala build beside the English one: its manifest, its first draws, a stylesheet of its
     * own whose bytes are $css (its integrity is always that of the built stylesheet).
     */
    private function addSinhala(string $dir, ?string $css = null): void
    {
        $built = ':root{--shop-line-height:1.7}';
        file_put_contents($dir.'/chunk-THEME-SI.css', $css ?? $built);
        file_put_contents($dir.'/first-draws.si.json', '{"texts":{},"constants":{}}');
        $manifest = json_decode((string) file_get_contents($dir.'/manifest.json'), true);
        $manifest['theme']['css'] = 'chunk-THEME-SI.css';
        $manifest['integrity']['chunk-THEME-SI.css'] = 'sha384-'.base64_encode(hash('sha384', $built, true));
        file_put_contents($dir.'/manifest.si.json', json_encode($manifest));
    }

    public function test_each_language_s_build_is_checked_and_copied(): void
    {
        $dist = $this->build('dist');
        $this->addSinhala($dist);

        $this->publish($dist, 0);
        $this->assertFileEquals($dist.'/manifest.si.json', $this->target.'/manifest.si.json');
        $this->assertFileEquals($dist.'/chunk-THEME-SI.css', $this->target.'/chunk-THEME-SI.css');
        $this->assertFileEquals($dist.'/first-draws.si.json', $this->target.'/first-draws.si.json');
    }

    public function test_a_language_s_missing_file_first_draws_or_wrong_hash_is_refused(): void
    {
        $dist = $this->build('dist');
        $this->addSinhala($dist);
        unlink($dist.'/chunk-THEME-SI.css');
        $this->publish($dist, 1, "{$dist}/manifest.si.json names chunk-THEME-SI.css, which is not in {$dist}: run `npm run build` again.");

        $this->addSinhala($dist);
        unlink($dist.'/first-draws.si.json');
        $this->publish($dist, 1, "No first-draws.si.json in {$dist} (the widgets' first draws): run `npm run build` again.");

        $this->addSinhala($dist, ':root{color:red}');
        $this->publish($dist, 1, "{$dist}/chunk-THEME-SI.css does not match its integrity hash in manifest.si.json (changed after the build?): run `npm run build` again.");

        file_put_contents($dist.'/manifest.si.json', '[]');
        $this->publish($dist, 1, "{$dist}/manifest.si.json is not a shop widgets manifest (no loader or widgets): run `npm run build` again.");
        $this->assertDirectoryDoesNotExist($this->target);
    }

    public function test_a_wrong_hash_is_refused_and_the_published_build_stays(): void
    {
        $this->publish($this->build('first'), 0);
        $dist = $this->build('dist');
        file_put_contents($dist.'/chunk-THEME.css', ':root{color:red}');

        $this->publish($dist, 1, "{$dist}/chunk-THEME.css does not match its integrity hash in manifest.json (changed after the build?): run `npm run build` again.");
        $this->assertFileEquals($this->tmp.'/first/chunk-THEME.css', $this->target.'/chunk-THEME.css');
    }

    public function test_a_rerun_replaces_the_build_and_keeps_nothing_stale(): void
    {
        $this->publish($this->build('first'), 0);
        file_put_contents($this->target.'/widget-old-X9.js', 'stale');
        $second = $this->build('second', 'export const v = 2;');

        $this->publish($second, 0);

        $this->assertFileEquals($second.'/loader-L1.js', $this->target.'/loader-L1.js');
        $this->assertFileDoesNotExist($this->target.'/widget-old-X9.js');
        $this->assertSame([$this->target], glob($this->tmp.'/public/vendor/*'), 'no old or temp folder left beside it');
    }
}
