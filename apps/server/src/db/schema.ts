// Drizzle schema. Every designer-owned table carries designer_id; reach those rows only through the
// scoped repositories (src/db/repositories), which take the designer id as their first argument.
export {};
