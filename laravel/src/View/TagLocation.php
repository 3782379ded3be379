<?php

namespace ShopWidgets\Laravel\View;

/**
 * Where a `<x-shop-widget>` tag is in the developer's own template. An error raised while the
 * tag renders would otherwise name only a compiled file in storage/framework/views: the
 * compiled template being executed is found on the call stack, its source from the PATH comment
 * Blade ends every compiled file with, and the tag's line by searching that source for it.
 */
class TagLocation
{
    /** " (in PATH line N)" for the first tag of this widget name in the running template, or "". */
    public static function of(string $name): string
    {
        foreach (debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS) as $frame) {
            $file = $frame['file'] ?? '';
            $source = self::sourceOf($file);

            if ($source === null) {
                continue;
            }

            $line = self::lineOf($source, $name);

            return $line === null ? " (in {$source})" : " (in {$source} line {$line})";
        }

        return '';
    }

    /** The template a compiled view was made from, or null for any other PHP file. */
    protected static function sourceOf(string $compiled): ?string
    {
        $views = (string) config('view.compiled');

        if ($views === '' || ! str_starts_with($compiled, rtrim($views, '/').'/') || ! is_file($compiled)) {
            return null;
        }

        $code = (string) file_get_contents($compiled);

        return preg_match('~/\*\*PATH (.+?) ENDPATH\*\*/~', $code, $match) === 1 ? $match[1] : null;
    }

    protected static function lineOf(string $source, string $name): ?int
    {
        $text = is_file($source) ? (string) file_get_contents($source) : '';
        $pattern = '~<x-shop-widget\b[^>]*?\sname=(["\'])'.preg_quote($name, '~').'\1~';

        if (preg_match($pattern, $text, $match, PREG_OFFSET_CAPTURE) !== 1) {
            return null;
        }

        return substr_count($text, "\n", 0, $match[0][1]) + 1;
    }
}
