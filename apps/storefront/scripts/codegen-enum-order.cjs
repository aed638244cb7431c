// A code generator plugin: the values of the enums named in `config.enums`, in the schema's order.
// The generated types list enum values A→Z (the schema is sorted when loaded); the order a
// campaign goes through its stages is the server's, kept in each type's original definition.
module.exports = {
    plugin(schema, _documents, config) {
        return (config.enums ?? [])
            .map(name => {
                const type = schema.getType(name);
                const values = type.astNode ? type.astNode.values.map(v => v.name.value) : type.getValues().map(v => v.name);
                return `/** The values of ${name}, in the schema's order. */\nexport const ${name}Values = ${JSON.stringify(values)} as const;\n`;
            })
            .join('\n');
    },
};
