// Writes the visitor's page-document rules from the zod schemas (src/shared/document-rule/).
import { writeFileSync } from 'node:fs';
import { generatedRuleModules } from '../../src/shared/document-rule/generated-modules';

for (const { path, source } of await generatedRuleModules()) {
  writeFileSync(path, source);
  console.log(`wrote ${path}`);
}
