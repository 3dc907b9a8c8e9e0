// Bundled in place of `jsonschema` in the Lambdas (see infra/constructs/domain-function.ts):
// ElectroDB validates each entity's model with it when the entity is constructed, at
// module load. The models are constant and every entity is built, with the real
// validator, by the API tests, so the check only costs cold-start time in production.
class Validator {
  addSchema() {}
  // ElectroDB registers its custom formats on the prototype.
  static {
    Validator.prototype.customFormats = {};
  }
  validate() {
    return { errors: [] };
  }
}
module.exports = { Validator };
