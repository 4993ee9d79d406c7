/** The shape of `content/legal/retention.ts`: its schemas and types, checked when that module loads (`parseContent`). */
