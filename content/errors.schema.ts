/** The shape of `content/errors.ts`: its schemas and types, checked when that module loads (`parseContent`). */
