/** Sinhala of ./wishlist.ts (terms: docs/glossary.md). */
import type * as en from './wishlist';
import type * as si from './wishlist.si';
import { plural } from './plural';
import type { Holds, SameTexts } from './same-texts';

export const added = (product: string) => `${product} ප්‍රිය ලැයිස්තුවට එක් කරන ලදී!`;
export const removed = (product: string) => `${product} ප්‍රිය ලැයිස්තුවෙන් ඉවත් කරන ලදී!`;
export const toggleFailed = 'ප්‍රිය ලැයිස්තුව යාවත්කාලීන කිරීමේදී දෝෂයක් ඇති විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const removeFailed = 'ප්‍රිය ලැයිස්තුවෙන් අයිතමය ඉවත් කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.';
export const refreshFailed = 'ප්‍රිය ලැයිස්තුව යාවත්කාලීන කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.';
export const emptyTitle = 'පැතුමක් පැතීමට සූදානම්ද?';
export const emptyLink = 'දැන්ම උත්සාහ කරන්න';
export const linkLabel = 'ප්‍රිය ලැයිස්තුව';
export const emptyText = 'මෙහි සුරැකීමට, ඕනෑම නිෂ්පාදනයක ඇති හදවත් ලකුණ තට්ටු කරන්න.';
export const signInTitle = 'ඔබේ ප්‍රිය ලැයිස්තුව බැලීමට ඇතුළු වන්න';
export const signInText = 'ඔබ කැමති නිෂ්පාදන සුරකින්න, ඕනෑම උපාංගයකින් ඒවා මෙහි සොයා ගන්න.';
export const signIn = 'ඇතුළු වන්න';
export const loading = 'ඔබේ ප්‍රිය ලැයිස්තුව පූරණය වෙමින්…';
export const remove = 'ඉවත් කරන්න';
export const removeLabel = (product: string) => `ඉවත් කරන්න: ප්‍රිය ලැයිස්තුවෙන් ${product}`;
export const itemCount = (n: number) => plural(n, `අයිතම ${n}`, `අයිතම ${n}`);

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
