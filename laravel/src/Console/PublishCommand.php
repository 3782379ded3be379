<?php

namespace ShopWidgets\Laravel\Console;

use Illuminate\Console\Command;
use Illuminate\Filesystem\Filesystem;

/**
 * `php artisan shop-widgets:publish [--from=PATH]`: puts a built dist/ into the folder of the
 * configured manifest (public/vendor/shop-widgets by default). It checks the build first (a
 * half-copied or stale dist/ would print tags for files that 404 or fail their integrity), then
 * copies it to a temporary folder beside the target and swaps the two by renaming, so a page
 * never reads a manifest whose files are not all there, and nothing of the old build stays.
 */
class PublishCommand extends Command
{
    protected $signature = 'shop-widgets:publish
        {--from= : the built dist/ folder (default: the kit\'s dist/ beside this package)}';

    protected $description = 'Check a built dist/ of the shop widgets and copy it into the package\'s public folder';

    public function handle(Filesystem $files): int
    {
        $from = $this->option('from');
        $source = is_string($from) && $from !== '' ? rtrim($from, '/') : dirname(__DIR__, 3).'/dist';
        $target = dirname((string) config('shop-widgets.manifest'));

        $problem = $this->problemWith($source, $from === null || $from === '');
        if ($problem !== null) {
            $this->error($problem);

            return 1;
        }

        $suffix = '-'.bin2hex(random_bytes(4));
        $temp = $target.'.new'.$suffix;
        $old = $target.'.old'.$suffix;
        $files->ensureDirectoryExists(dirname($target));
        if (! $files->copyDirectory($source, $temp)) {
            $files->deleteDirectory($temp);
            $this->error("Could not copy {$source} to {$temp}.");

            return 1;
        }
        // Two renames on one file system: the old folder is gone only between them.
        if (is_dir($target)) {
            rename($target, $old);
        }
        rename($temp, $target);
        $files->deleteDirectory($old);

        $this->info("Published {$source} to {$target}.");

        return 0;
    }

    /**
     * Why the build at $source cannot be published, or null when it can: manifest.json, and each
     * language's manifest.<lang>.json beside it (ShopWidgetsManager::manifestPath), with every
     * file it names, its first draws and its integrity.
     */
    private function problemWith(string $source, bool $default): ?string
    {
        if (! is_file($source.'/manifest.json')) {
            return is_dir($source)
                ? "No manifest.json in {$source}: run `npm run build` in the widgets kit."
                : "No build at {$source}".($default ? ': pass --from=PATH (the kit\'s dist/), or run `npm run build` in the kit.' : '.');
        }
        $languages = array_map(
            fn (string $path) => substr(basename($path), strlen('manifest.'), -strlen('.json')),
            glob($source.'/manifest.*.json') ?: [],
        );
        foreach (['', ...$languages] as $language) {
            $problem = $this->problemWithLanguage($source, $language === '' ? '' : '.'.$language);
            if ($problem !== null) {
                return $problem;
            }
        }

        return null;
    }

    /** Why one language's build ($suffix '' for English, '.si' for Sinhala) cannot be published. */
    private function problemWithLanguage(string $source, string $suffix): ?string
    {
        $manifest = "{$source}/manifest{$suffix}.json";
        $data = json_decode((string) file_get_contents($manifest), true);
        if (! is_array($data) || ! isset($data['loader']['file'], $data['widgets']) || ! is_array($data['widgets'])) {
            return "{$manifest} is not a shop widgets manifest (no loader or widgets): run `npm run build` again.";
        }
        $integrity = isset($data['integrity']) && is_array($data['integrity']) ? $data['integrity'] : [];
        unset($data['integrity']);
        $named = array_keys($integrity);
        array_walk_recursive($data, function ($value) use (&$named) {
            if (is_string($value) && preg_match('~\.(js|css)$~', $value) === 1) {
                $named[] = $value;
            }
        });
        foreach (array_unique($named) as $file) {
            if (! is_file($source.'/'.$file)) {
                return "{$manifest} names {$file}, which is not in {$source}: run `npm run build` again.";
            }
        }
        // What the tags print inside a node without a slot (FirstDraws), beside the manifest.
        $firstDraws = "first-draws{$suffix}.json";
        if (! is_file($source.'/'.$firstDraws)) {
            return "No {$firstDraws} in {$source} (the widgets' first draws): run `npm run build` again.";
        }
        foreach ($integrity as $file => $expected) {
            $actual = 'sha384-'.base64_encode(hash_file('sha384', $source.'/'.$file, true));
            if ($actual !== $expected) {
                return "{$source}/{$file} does not match its integrity hash in manifest{$suffix}.json (changed after the build?): run `npm run build` again.";
            }
        }

        return null;
    }
}
