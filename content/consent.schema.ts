/** The shape of `content/consent.ts`: its schemas and types, checked when that module loads (`parseContent`). */
