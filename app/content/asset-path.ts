/**
 * A photo's path as the content files name it, relative to app/assets/
 * ("photos/office.jpg"). The editor writes the photos it uploads from the
 * site's root ("/photos/portrait.jpg"): both name the same file.
 */
export const assetPath = (file: string): string => file.replace(/^\//, "");
